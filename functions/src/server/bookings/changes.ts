/**
 * A booked call's changes: reading it (its customer or an admin), moving it, cancelling it, and
 * the admins' done and no-show; each in one transaction with the lock.
 */
import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { registry } from "../../shared/registry";
import { readBooking, readServiceCall, type Booking } from "../../shared/scheduling/documents";
import { beforeCutoff } from "../../shared/scheduling/bounds";
import { type ServiceCall } from "../../shared/scheduling/model";
import { runTransaction } from "../transaction";
import {
  agencyTimeZone,
  BookingError,
  callContext,
  candidatesAt,
  parseStart,
  type Actor,
  type CallContext,
  type Clock,
} from "./context";
import { bookingRef, hostName, type BookingChange } from "./book";
import { busyRecord, claim, Lock, type Released } from "./lock";
import { readOrderCalls } from "./order-calls";

/** The booking `id` as `actor` may see it: its customer or an admin (404 for anyone else). */
export async function getBooking(db: Firestore, actor: Actor, id: string): Promise<Booking> {
  const snapshot = await bookingRef(db, id).get();
  return visible(snapshot, actor);
}

function visible(snapshot: DocumentSnapshot, actor: Actor): Booking {
  const booking = readBooking(snapshot.id, snapshot.data());
  if (!snapshot.exists || (!actor.admin && (booking.uid === "" || booking.uid !== actor.uid))) {
    throw new BookingError(404, "No booking of yours has this id");
  }
  return booking;
}

/** 409 when a customer changes a call after its cutoff (admins always may). */
function checkCutoff(actor: Actor, booking: Booking, call: ServiceCall, now: number, verb: string) {
  if (actor.admin || !booking.start) return;
  if (!beforeCutoff(booking.start.getTime(), call.cancelCutoffHours, now)) {
    throw new BookingError(
      409,
      `Calls can be ${verb} until ${call.cancelCutoffHours} hours before they start; to change this one, contact us`,
    );
  }
}

function releasedBooking(booking: Booking): Released | null {
  if (!booking.start || !booking.busyStart || !booking.busyEnd) return null;
  return {
    id: booking.id,
    owner: `${registry.bookings.name}/${booking.id}`,
    hostId: booking.hostId,
    start: booking.start.getTime(),
    busyStart: booking.busyStart.getTime(),
    busyEnd: booking.busyEnd.getTime(),
    hostDay: booking.hostDay,
  };
}

/**
 * The service's call settings for a booked call's changes: a service whose calls are switched off
 * still moves its booked calls (to its slots) and cancels them.
 */
async function contextOf(db: Firestore, booking: Booking): Promise<CallContext> {
  try {
    return await callContext(db, booking.serviceId, { booked: true });
  } catch (error) {
    if (!(error instanceof BookingError) || error.status !== 404) throw error;
    throw new BookingError(
      409,
      "This service no longer offers calls: contact us to change this one",
    );
  }
}

function checkBooked(booking: Booking, action: string): void {
  if (booking.status === "cancelled") {
    throw new BookingError(409, `This call is cancelled and cannot be ${action}`);
  }
  if (booking.status !== "booked") {
    throw new BookingError(409, `This call has taken place and cannot be ${action}`);
  }
}

/**
 * Whether a move to `start` (with `hostId`, when an admin names one) leaves the call where it is:
 * a no-op, nothing written, no mail. A change of host at the same start is a move.
 */
const keepsStart = (booking: Booking, start: number, hostId?: string): boolean =>
  booking.start?.getTime() === start && (hostId === undefined || hostId === booking.hostId);

/**
 * Of the hosts free at a move's new time, those that may take the call: the one an admin named
 * (403 for anyone else, 400 when it is not a host of the service, 409 when it is not free then),
 * or all of them; claim keeps the call's own host first whenever it is among them.
 */
function movingTo(
  actor: Actor,
  context: CallContext,
  free: readonly string[],
  hostId: string | undefined,
): readonly string[] {
  if (hostId === undefined) return free;
  if (!actor.admin) throw new BookingError(403, "Only admins choose the host of a call");
  if (!context.call.hostIds.includes(hostId)) {
    const message = "This host does not take this service's calls";
    throw new BookingError(400, message, [{ path: "hostId", message }]);
  }
  if (!free.includes(hostId)) {
    const name = hostName(context, hostId) || "This host";
    throw new BookingError(409, `${name} is not free at that time: pick another time or host`, [
      { path: "hostId", message: "Not free at that time" },
    ]);
  }
  return [hostId];
}

/**
 * Moves a call to another slot: the same booking (its invite's UID), sequence + 1, its old cells
 * let go and the new ones taken in one transaction. The call keeps its host whenever that host
 * is free then; otherwise (or when an admin names another host) it goes to another, and the
 * emails say so (mail/bookings.ts): the old host's invite is cancelled, the new host's sent. A
 * move to the call's own start (and host) answers the booking as it is and writes nothing.
 */
export async function moveBooking(
  db: Firestore,
  actor: Actor,
  id: string,
  newStart: string,
  { now = Date.now(), hostId }: Clock & { hostId?: string } = {},
): Promise<BookingChange> {
  if (hostId !== undefined && !actor.admin) {
    throw new BookingError(403, "Only admins choose the host of a call");
  }
  const start = parseStart(newStart);
  const current = await getBooking(db, actor, id);
  checkBooked(current, "moved");
  if (keepsStart(current, start, hostId)) return { booking: current };
  const context = await contextOf(db, current);
  checkCutoff(actor, current, context.call, now, "moved");
  const free = await candidatesAt(db, context, start, now, new Set([id]));
  const candidates = movingTo(actor, context, free, hostId);
  const ref = bookingRef(db, id);
  const result = await runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    checkBooked(booking, "moved");
    if (keepsStart(booking, start, hostId)) return { booking, changes: null };
    checkCutoff(actor, booking, context.call, now, "moved");
    const releasing = releasedBooking(booking);
    const orderCalls = await readOrderCalls(db, tx, booking.orderId, now);
    const lock = new Lock(db, tx, now);
    const taken = await claim(lock, context, {
      id,
      owner: `${registry.bookings.name}/${id}`,
      start,
      candidates,
      released: releasing ? [releasing] : [],
      prefer: booking.hostId,
      expiresAt: null,
    });
    lock.write();
    const busy = busyRecord(context, taken.hostId, "booking", start, null);
    const changes = {
      hostId: taken.hostId,
      hostName: hostName(context, taken.hostId) || booking.hostName,
      start: busy.start,
      end: busy.end,
      busyStart: busy.busyStart,
      busyEnd: busy.busyEnd,
      sequence: booking.sequence + 1,
      scheduledAt: new Date(now),
      hostDay: taken.date,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, changes);
    tx.set(db.collection(registry.busy.name).doc(id), registry.busy.write(busy));
    orderCalls.update(id, busy);
    return { booking, changes };
  });
  const { booking, changes } = result;
  if (!changes) return { booking };
  return {
    booking: {
      ...booking,
      ...changes,
      updatedAt: new Date(now),
    },
  };
}

/**
 * Cancels a call: status cancelled, sequence + 1, its cells, busy document and place on the
 * host's day let go. `changed` false when it was cancelled already (nothing written).
 */
export async function cancelBooking(
  db: Firestore,
  actor: Actor,
  id: string,
  { now = Date.now() }: Clock = {},
): Promise<BookingChange & { changed: boolean }> {
  const current = await getBooking(db, actor, id);
  if (current.status === "cancelled") return { booking: current, changed: false };
  checkBooked(current, "cancelled");
  const zone = await agencyTimeZone(db);
  const callDoc = await db.collection(registry.serviceCalls.name).doc(current.serviceId).get();
  const call = readServiceCall(callDoc.id, callDoc.data());
  checkCutoff(actor, current, call, now, "cancelled");
  const ref = bookingRef(db, id);
  return runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    if (booking.status === "cancelled") return { booking, changed: false };
    checkBooked(booking, "cancelled");
    checkCutoff(actor, booking, call, now, "cancelled");
    const orderCalls = await readOrderCalls(db, tx, booking.orderId, now);
    const lock = new Lock(db, tx, now);
    const releasing = releasedBooking(booking);
    if (releasing) await lock.release(releasing, zone);
    lock.write();
    const sequence = booking.sequence + 1;
    tx.update(ref, { status: "cancelled", sequence, updatedAt: FieldValue.serverTimestamp() });
    tx.delete(db.collection(registry.busy.name).doc(id));
    orderCalls.update(id, null);
    return {
      booking: { ...booking, status: "cancelled", sequence, updatedAt: new Date(now) },
      changed: true,
    };
  });
}

/** Admins: a call took place (done) or the customer did not come (no-show), once it started. */
export async function setStatus(
  db: Firestore,
  actor: Actor,
  id: string,
  status: "done" | "no-show",
  { now = Date.now() }: Clock = {},
): Promise<BookingChange & { changed: boolean }> {
  if (!actor.admin) throw new BookingError(403, "Only admins mark calls done or missed");
  const ref = bookingRef(db, id);
  return runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    if (booking.status === status) return { booking, changed: false };
    if (booking.status === "cancelled") {
      throw new BookingError(409, "This call is cancelled: it cannot be marked done or missed");
    }
    if (!booking.start || booking.start.getTime() > now) {
      throw new BookingError(409, "A call can be marked done or missed once it has started");
    }
    const orderCalls = await readOrderCalls(db, tx, booking.orderId, now);
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
    orderCalls.update(id, null);
    return { booking: { ...booking, status, updatedAt: new Date(now) }, changed: true };
  });
}

/** The account's calls that have not started, booked: for account deletion. */
export async function futureBookingIds(
  db: Firestore,
  uid: string,
  { now = Date.now() }: Clock = {},
): Promise<string[]> {
  const snapshot = await db
    .collection(registry.bookings.name)
    .where("uid", "==", uid)
    .where("start", ">=", new Date(now))
    .get();
  return snapshot.docs
    .filter((doc) => readBooking(doc.id, doc.data()).status === "booked")
    .map((doc) => doc.id);
}
