/**
 * Which email a write to a booking calls for, from the document before and after it: the pure
 * part of the bookings trigger (handlers.ts onBookingWritten), tested on its own.
 */
import type { Booking } from "../shared/scheduling/documents";

export type BookingEvent = "confirmed" | "moved" | "cancelled" | "done" | "no-show";

/** What a write to a booking tells its customer and host, and the times before a move. */
export interface BookingWrite {
  event: BookingEvent;
  previous?: { start: number; end: number };
}

/**
 * The email event of a write to a booking, from the document before and after it (null when
 * absent): a new booked call is confirmed; a booked call that leaves "booked" is cancelled, done
 * or a no-show; a booked call whose sequence went up at another time was moved. Anything else
 * (its notes, a write that changes nothing, a deletion) mails nobody.
 */
export function bookingWrite(before: Booking | null, after: Booking | null): BookingWrite | null {
  if (!after) return null;
  if (!before) return after.status === "booked" ? { event: "confirmed" } : null;
  if (before.status !== "booked") return null;
  if (after.status !== "booked") return { event: after.status };
  const [start, end] = [before.start?.getTime(), before.end?.getTime()];
  const moved =
    after.sequence > before.sequence &&
    (after.start?.getTime() !== start || after.end?.getTime() !== end);
  if (!moved) return null;
  return start === undefined || end === undefined
    ? { event: "moved" }
    : { event: "moved", previous: { start, end } };
}
