/**
 * How the product writes dates and times for people: the pages, the server's messages and the
 * mails all write them through this module, one way.
 *
 * House style (English, 24-hour clock):
 * - a time: "14:05", "09:30", midnight "00:00";
 * - a date: "8 Dec 2026" (published and received dates, lists); with its weekday where the
 *   weekday helps (calls, the booking calendar, the agenda): "Tue 8 Dec 2026"; in the mails'
 *   sentences, written out: "Tuesday 8 December 2026";
 * - a month on its own, written out: "December 2026";
 * - a date and time: "8 Dec 2026, 14:05", "Tue 8 Dec 2026, 14:05";
 * - a range, with an en dash: "14:05–14:35", "Tue 8 Dec 2026, 14:05–14:35"; spaced when a side
 *   has spaces, as when a call ends on the next day: "Tue 8 Dec 2026, 23:45 – Wed 9 Dec 2026, 00:15";
 * - a time read by someone who may be in another zone carries its offset: "14:05 (GMT+1)",
 *   "GMT+5:30", "GMT-4", "GMT" for a zero offset.
 *
 * Inputs are those of ../scheduling/zones.ts: an instant is epoch milliseconds, always written in
 * a zone the caller names (a call: the zone the visitor sees it in; a back-office list: the
 * browser's, web/src/lib/time-zone.ts); a date is `YYYY-MM-DD`, a calendar day with no zone.
 * Form fields keep their own values (`YYYY-MM-DD`, `HH:MM`); only what people read goes through
 * here.
 *
 * No `toLocale*String` and no formatter of its own: an instant's wall clock comes from zones.ts
 * (one cached `Intl.DateTimeFormat` a zone, read with `formatToParts`), UTC from plain arithmetic
 * (no Intl at all, so a page that writes UTC dates loads no locale data while it hydrates), and
 * every string is put together here, so that ICU versions, which differ in spacing, change
 * nothing.
 */
import {
  addDays,
  isDate,
  localDateTime,
  timeOfMinutes,
  weekdayOf,
  type Weekday,
} from "../scheduling/zones";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How a date is written: "8 Dec 2026", "Tue 8 Dec 2026" or "Tuesday 8 December 2026". */
export type DateStyle = "date" | "weekday" | "long";

const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A weekday's name: "Tue", or "Tuesday" written out. */
export function weekdayName(day: Weekday, length: "short" | "long" = "short"): string {
  const name = WEEKDAY_NAMES[day];
  return length === "long" ? name : name.slice(0, 3);
}

function monthName(month: number, length: "short" | "long"): string {
  const name = MONTH_NAMES[month - 1] ?? "";
  return length === "long" ? name : name.slice(0, 3);
}

/**
 * A calendar day `YYYY-MM-DD`: "8 Dec 2026", "Tue 8 Dec 2026" (`weekday`) or "Tuesday 8 December
 * 2026" (`long`). A value that is not a date (a form field being typed in) is returned as it is.
 */
export function formatDate(date: string, style: DateStyle = "date"): string {
  if (!isDate(date)) return date;
  const length = style === "long" ? "long" : "short";
  const day = `${Number(date.slice(8, 10))} ${monthName(Number(date.slice(5, 7)), length)} ${date.slice(0, 4)}`;
  return style === "date" ? day : `${weekdayName(weekdayOf(date), length)} ${day}`;
}

/** A month `YYYY-MM`, written out: "December 2026". */
export function formatMonth(month: string): string {
  return `${monthName(Number(month.slice(5, 7)), "long")} ${month.slice(0, 4)}`;
}

/** An offset from UTC in minutes as people read it: "GMT", "GMT+1", "GMT-4", "GMT+5:30". */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return "GMT";
  const sign = minutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest === 0 ? "" : `:${String(rest).padStart(2, "0")}`}`;
}

interface Wall {
  date: string;
  time: string;
  offsetMinutes: number;
}

/** The wall clock of an instant in a zone; UTC by arithmetic, without Intl. */
function wallOf(instant: number, timeZone: string): Wall {
  if (timeZone !== "UTC") return localDateTime(instant, timeZone);
  const days = Math.floor(instant / DAY);
  return {
    date: addDays("1970-01-01", days),
    time: timeOfMinutes(Math.floor((instant - days * DAY) / MINUTE)),
    offsetMinutes: 0,
  };
}

/** A zone's offset at an instant: "GMT+5:30" in Asia/Kolkata, "GMT" in UTC. */
export function formatOffset(instant: number, timeZone: string): string {
  return offsetLabel(wallOf(instant, timeZone).offsetMinutes);
}

/** Options of the functions that write an instant. */
export interface InstantOptions {
  /** How its date is written (where it has one): "date" unless told. */
  date?: DateStyle;
  /** Whether the zone's offset follows, in brackets: "14:05 (GMT+1)". */
  offset?: boolean;
}

const withOffset = (text: string, wall: Wall, offset: boolean | undefined) =>
  offset ? `${text} (${offsetLabel(wall.offsetMinutes)})` : text;

/** The time of an instant in a zone: "14:05", or "14:05 (GMT+1)" with `offset`. */
export function formatTime(
  instant: number,
  timeZone: string,
  { offset }: Pick<InstantOptions, "offset"> = {},
): string {
  const wall = wallOf(instant, timeZone);
  return withOffset(wall.time, wall, offset);
}

/** The date of an instant in a zone: "8 Dec 2026" (or another style, as formatDate). */
export function formatDateOf(instant: number, timeZone: string, style: DateStyle = "date"): string {
  return formatDate(wallOf(instant, timeZone).date, style);
}

/**
 * An instant's date and time in a zone: "8 Dec 2026, 14:05"; "Tue 8 Dec 2026, 14:05 (GMT+1)"
 * with `date: "weekday"` and `offset`.
 */
export function formatDateTime(
  instant: number,
  timeZone: string,
  { date = "date", offset }: InstantOptions = {},
): string {
  const wall = wallOf(instant, timeZone);
  return withOffset(`${formatDate(wall.date, date)}, ${wall.time}`, wall, offset);
}

/**
 * Two ends joined by an en dash: closed between single words ("14:05–14:35", "09:00–24:00"),
 * spaced when either end has a space ("Tue 8 Dec 2026, 23:45 – Wed 9 Dec 2026, 00:15").
 */
export function formatRange(from: string, to: string): string {
  return /\s/.test(from) || /\s/.test(to) ? `${from} – ${to}` : `${from}–${to}`;
}

/** The times of a span in a zone, for a place that shows its date beside it: "14:05–14:35". */
export function formatTimeRange(start: number, end: number, timeZone: string): string {
  return formatRange(wallOf(start, timeZone).time, wallOf(end, timeZone).time);
}

/**
 * A span (a call) in a zone, its date written once: "Tue 8 Dec 2026, 14:05–14:35 (GMT+1)" with
 * `date: "weekday"` and `offset`. Ending on another day, the end has its date too ("Tue 8 Dec
 * 2026, 23:45 – Wed 9 Dec 2026, 00:15"); across a change of the clocks, each end its offset
 * ("Sun 29 Mar 2026, 01:30 (GMT+1) – 03:30 (GMT+2)").
 */
export function formatDateTimeRange(
  start: number,
  end: number,
  timeZone: string,
  { date = "date", offset }: InstantOptions = {},
): string {
  const [from, to] = [wallOf(start, timeZone), wallOf(end, timeZone)];
  const sameDay = from.date === to.date;
  const startTime = sameDay ? from.time : `${formatDate(from.date, date)}, ${from.time}`;
  const endTime = sameDay ? to.time : `${formatDate(to.date, date)}, ${to.time}`;
  const both = offset && from.offsetMinutes !== to.offsetMinutes;
  const times = formatRange(withOffset(startTime, from, both), withOffset(endTime, to, both));
  const text = sameDay ? `${formatDate(from.date, date)}, ${times}` : times;
  return withOffset(text, from, offset && !both);
}
