/**
 * The agenda's decisions as pure functions: which instants "today" and "this week" cover in the
 * agency's zone, the order calls are listed in (the admin's own host first), and how a call's
 * time reads in a zone.
 */
import { formatDateTimeRange, formatTime } from "@shared/format/dates";
import type { BookingStatus } from "@shared/scheduling/model";
import { addDays, localDay, weekdayOf, WEEKDAYS } from "@shared/scheduling/zones";

export const AGENDA_SPANS = ["today", "week", "next7"] as const;
export type AgendaSpan = (typeof AGENDA_SPANS)[number];

export const SPAN_LABELS: Record<AgendaSpan, string> = {
  today: "Today",
  week: "This week",
  next7: "Next 7 days",
};

/**
 * The instants [from, to) a span covers in the agency's zone, `today` being the agency's date:
 * today (its 00:00 to the next day's), this week (Monday to Sunday) or the next 7 days (today and
 * the 6 after it). A day the clocks change is 23 or 25 hours long, as the zone has it.
 */
export function agendaRange(
  span: AgendaSpan,
  today: string,
  timeZone: string,
): { from: Date; to: Date } {
  const [first, days] =
    span === "today"
      ? [today, 1]
      : span === "week"
        ? [addDays(today, -WEEKDAYS.indexOf(weekdayOf(today))), 7]
        : [today, 7];
  return {
    from: new Date(localDay(first, timeZone).start),
    to: new Date(localDay(addDays(first, days), timeZone).start),
  };
}

interface Call {
  id: string;
  hostId: string;
  start: Date | null;
}

const byStart = <T extends Call>(a: T, b: T) =>
  (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0) || (a.id < b.id ? -1 : 1);

/**
 * The calls in the order the agenda lists them: `mine` (the host linked to the admin's account,
 * when there is one) first, then everyone else's; each part by start time.
 */
export function splitCalls<T extends Call>(
  calls: readonly T[],
  myHostId: string | null,
): { mine: T[]; others: T[] } {
  const sorted = [...calls].sort(byStart);
  if (myHostId === null) return { mine: [], others: sorted };
  return {
    mine: sorted.filter((call) => call.hostId === myHostId),
    others: sorted.filter((call) => call.hostId !== myHostId),
  };
}

/** A call's time in a zone: "Tue 3 Mar 2026, 10:00–10:30 (GMT+1)". */
export function callWhen(start: Date, end: Date, timeZone: string): string {
  return formatDateTimeRange(start.getTime(), end.getTime(), timeZone, {
    date: "weekday",
    offset: true,
  });
}

/** A slot's start as a button reads it: "10:00 (GMT+1)". */
export function slotLabel(start: number, timeZone: string): string {
  return formatTime(start, timeZone, { offset: true });
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Done",
  "no-show": "No-show",
};

export const STATUS_PALETTES: Record<BookingStatus, string> = {
  booked: "blue",
  cancelled: "gray",
  done: "green",
  "no-show": "orange",
};
