/**
 * The hours editor's decisions, apart from the form: what a new range or exception starts as,
 * whether a host takes calls, and how hours read. The schemas (@shared/scheduling/model)
 * decide what is valid; nothing here checks it again.
 */
import { formatRange } from "@shared/format/dates";
import {
  everyDay,
  type DateException,
  type Range,
  type WeeklyHours,
} from "@shared/scheduling/model";
import { addDays, minutesOf, timeOfMinutes, WEEKDAYS } from "@shared/scheduling/zones";

/** Working hours when nothing was set yet: 09:00 to 17:00. */
export const DEFAULT_RANGE: Range = { start: "09:00", end: "17:00" };

const DAY_END = 24 * 60;
const NEW_RANGE_MINUTES = 60;

/** A week without hours (a host who takes no calls). */
export function emptyWeek(): WeeklyHours {
  return everyDay([]);
}

/** Monday to Friday 09:00 to 17:00, what a host starts with when they begin taking calls. */
export function officeWeek(): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === "sat" || day === "sun" ? [] : [{ ...DEFAULT_RANGE }]]),
  ) as unknown as WeeklyHours;
}

/**
 * The range "Add range" appends to a day: 09:00 to 17:00 on an empty day, else the hour after the
 * day's last range (to 24:00 at most); null when the last range ends at midnight (no room left).
 */
export function nextRange(ranges: readonly Range[]): Range | null {
  const last = ranges.at(-1);
  if (!last) return { ...DEFAULT_RANGE };
  const from = minutesOf(last.end);
  if (Number.isNaN(from)) return { ...DEFAULT_RANGE };
  if (from >= DAY_END) return null;
  return {
    start: timeOfMinutes(from),
    end: timeOfMinutes(Math.min(DAY_END, from + NEW_RANGE_MINUTES)),
  };
}

/** Whether a host's hours let anyone book them: some weekly range, or a dated one. */
export function takesCalls(host: { weekly: WeeklyHours; exceptions: readonly DateException[] }) {
  return (
    WEEKDAYS.some((day) => host.weekly[day].length > 0) ||
    host.exceptions.some((exception) => exception.ranges.length > 0)
  );
}

/**
 * A new exception: a day off on the first date from `today` (the agency's) that has none yet.
 */
export function nextException(today: string, taken: readonly DateException[]): DateException {
  let date = addDays(today, 1);
  while (taken.some((exception) => exception.date === date)) date = addDays(date, 1);
  return { date, ranges: [] };
}

/** How a range reads: "09:00–12:30". */
export const rangeLabel = ({ start, end }: Range) => formatRange(start, end);

/** A day's hours in one line: "09:00–12:00, 13:00–17:00", or "No hours". */
export function dayHours(ranges: readonly Range[]): string {
  return ranges.length === 0 ? "No hours" : ranges.map(rangeLabel).join(", ");
}
