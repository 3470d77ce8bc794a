/**
 * The picker's calendar as pure functions: the month grid (Monday first), which dates have a free
 * slot in the visitor's zone, where the arrow keys move, and how the zone is named (the dates and
 * times themselves are written by @shared/format/dates). Dates are `YYYY-MM-DD`, months `YYYY-MM`,
 * instants epoch milliseconds (as in @shared/scheduling/zones).
 */
import { formatOffset } from "@shared/format/dates";
import type { Slot } from "@shared/scheduling/slots";
import {
  addDays,
  currentZoneName,
  daysBetween,
  localDate,
  weekdayOf,
  WEEKDAYS,
} from "@shared/scheduling/zones";

/** The month `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first and last dates of a month. */
export function monthDates(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** How many months `to` is after `from`. */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from);
}

/**
 * The month's weeks, Monday first: each a row of seven dates, null before the first and after the
 * last day of the month.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { first, last } = monthDates(month);
  const lead = WEEKDAYS.indexOf(weekdayOf(first));
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The slots by the visitor's date (in `timeZone`), each day's in order of time. */
export function slotsByDate(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const byDate = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    const day = byDate.get(date);
    if (day) day.push(slot);
    else byDate.set(date, [slot]);
  }
  return byDate;
}

/** The keys that move the focus in the month grid (WAI-ARIA date grid). */
export type GridKey =
  "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "PageUp" | "PageDown";

export const GRID_KEYS: readonly string[] = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
] satisfies GridKey[];

/**
 * The date the focus moves to from `date`: a day (left, right), a week (up, down), the week's
 * Monday or Sunday (Home, End), the same day of the previous or next month (Page Up, Page Down;
 * the month's last day when it is shorter).
 */
export function moveDate(date: string, key: GridKey): string {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
    case "End":
      return addDays(date, 6 - WEEKDAYS.indexOf(weekdayOf(date)));
    case "PageUp":
    case "PageDown": {
      const month = addMonths(monthOf(date), key === "PageUp" ? -1 : 1);
      const { last } = monthDates(month);
      const day = `${month}-${date.slice(8, 10)}`;
      return day > last || daysBetween(`${month}-01`, day) < 0 ? last : day;
    }
  }
}

/** "Asia/Kolkata (GMT+5:30)": a zone as the picker names it, with its offset at `instant`. */
export function zoneLabel(timeZone: string, instant: number): string {
  return `${timeZone} (${formatOffset(instant, timeZone)})`;
}

/** "4:05" for 245 000 ms: the minutes and seconds left, rounded up to the second. */
export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Every zone the runtime knows, by current names, sorted, with `current` among them. */
export function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([current, ...known.map(currentZoneName)])].sort();
}
