/**
 * Which email a write to a booking calls for, from the document before and after it: the pure
 * part of the bookings trigger (handlers.ts onBookingWritten), tested on its own.
 */
import type { Booking } from "../shared/scheduling/documents";

export type BookingEvent = "confirmed" | "moved" | "cancelled" | "done" | "no-show";

/**
 * What the call was before a move: its times, and its host when the move gave it to another one
 * (that host's invite is then cancelled, and the new host's sent).
 */
export interface BeforeMove {
  start: number;
  end: number;
  host?: { id: string; name: string };
}

/** What a write to a booking tells its customer and host, and the call before a move. */
export interface BookingWrite {
  event: BookingEvent;
  previous?: BeforeMove;
}

/**
 * The email event of a write to a booking, from the document before and after it (null when
 * absent): a new booked call is confirmed; a booked call that leaves "booked" is cancelled, done
 * or a no-show; a booked call whose sequence went up at another time or with another host was
 * moved. Anything else (its notes, a write that changes nothing, a deletion) mails nobody.
 */
export function bookingWrite(before: Booking | null, after: Booking | null): BookingWrite | null {
  if (!after) return null;
  if (!before) return after.status === "booked" ? { event: "confirmed" } : null;
  if (before.status !== "booked") return null;
  if (after.status !== "booked") return { event: after.status };
  const [start, end] = [before.start?.getTime(), before.end?.getTime()];
  const newHost = after.hostId !== before.hostId;
  const moved =
    after.sequence > before.sequence &&
    (after.start?.getTime() !== start || after.end?.getTime() !== end || newHost);
  if (!moved) return null;
  const host = newHost ? { host: { id: before.hostId, name: before.hostName } } : {};
  return start === undefined || end === undefined
    ? { event: "moved" }
    : { event: "moved", previous: { start, end, ...host } };
}
