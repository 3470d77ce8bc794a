/**
 * Two bounds the server and the browser draw alike: until when a customer may still move or
 * cancel a call (its cutoff), and which busy documents a computation of free times reads (the
 * busy window).
 */
import { localDate, localDay } from "./zones";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The instant from which a customer may no longer move or cancel a call starting at `start`. */
export function cutoffOf(start: number, cutoffHours: number): number {
  return start - cutoffHours * HOUR;
}

/**
 * Whether a customer may still move or cancel, at `now`, a call starting at `start`: only before
 * its cutoff (at the cutoff itself, no longer). Admins are not bound by it.
 */
export function beforeCutoff(start: number, cutoffHours: number, now: number): boolean {
  return now < cutoffOf(start, cutoffHours);
}

/**
 * The busy documents the free starts in [from, to) depend on: those whose `busyStart` is in
 * [start, end). From a day before the agency-local day of `from` (a call with its buffers is
 * shorter than a day, buffers may lie before the day's first start) to a day after the
 * agency-local day of the last instant (a call of that day with its buffers may end in the next);
 * the whole agency-local days, as the daily cap counts every call starting on a host's day.
 */
export function busyWindow(
  from: number,
  to: number,
  agencyTimeZone: string,
): { start: number; end: number } {
  if (!(from < to)) throw new RangeError("A busy window needs from before to");
  return {
    start: localDay(localDate(from, agencyTimeZone), agencyTimeZone).start - DAY,
    end: localDay(localDate(to - 1, agencyTimeZone), agencyTimeZone).end + DAY,
  };
}
