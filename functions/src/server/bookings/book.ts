/**
 * Booking a call for a verified customer (POST /bookings): the slot checked again in the
 * transaction, the caller's hold let go in it, the call attached to the customer's open order.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { readIdempotencyKey, readUser } from "../../shared/documents";
import { registry, serverWriters, type BookingRecord } from "../../shared/registry";
import { readBooking, type Booking } from "../../shared/scheduling/documents";
import { type BookingInput } from "../../shared/scheduling/model";
import { runTransaction } from "../transaction";
import {
  BookingError,
  callContext,
  candidatesAt,
  parseStart,
  type CallContext,
  type Clock,
} from "./context";
import { checkUpcomingLimit } from "./customer-limit";
import { holdIdOf, holdOf, releasedHold } from "./holds";
import { busyRecord, claim, Lock } from "./lock";
import { readOrderCalls } from "./order-calls";

// ---------------------------------------------------------------------------------------------
// Bookings.

export interface Customer {
  uid: string;
  email: string;
  name: string;
}

/** The name a booking carries: the profile's display name, else the address's local part. */
export async function customerName(db: Firestore, uid: string, email: string): Promise<string> {
  const snapshot = await db.collection(registry.users.name).doc(uid).get();
  const name = readUser(uid, snapshot.data()).displayName.trim();
  return name || email.split("@")[0] || "Customer";
}

export interface BookingChange {
  booking: Booking;
  /** A booking answered again for its Idempotency-Key: nothing was written now. */
  replayed?: boolean;
}

export const bookingRef = (db: Firestore, id: string) =>
  db.collection(registry.bookings.name).doc(id);

export function hostName(context: CallContext, hostId: string): string {
  return context.hosts.find((host) => host.id === hostId)?.name ?? "";
}

/** A value as a document holds it: a Date as a Timestamp would read. */
const stored = (value: unknown): unknown =>
  value instanceof Date ? { toDate: () => value } : value;

/** A booking as read back after its write (the stamps as `now`). */
function bookingOf(id: string, record: BookingRecord, now: number): Booking {
  const fields = registry.bookings.write(record, new Date(now));
  return readBooking(
    id,
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, stored(value)])),
  );
}

/** The booking an idempotency record names, as stored now; null when it names none. */
async function replayOf(db: Firestore, record: DocumentSnapshot): Promise<BookingChange | null> {
  const id = record.exists ? readIdempotencyKey(record.id, record.data()).bookingId : "";
  if (!id) return null;
  const snapshot = await bookingRef(db, id).get();
  return snapshot.exists
    ? { booking: readBooking(snapshot.id, snapshot.data()), replayed: true }
    : null;
}

/**
 * Books a call for a verified customer: the slot is checked again in the transaction, the
 * caller's hold (holdToken) is let go in it, and the booking is attached to the customer's open
 * (pending) order for the service, or a new order is made. With `replayKey` (the record of the
 * request's Idempotency-Key, api/idempotency.ts) the record is created in the same transaction,
 * and a request that finds it answers the call it names, writing nothing.
 */
export async function createBooking(
  db: Firestore,
  customer: Customer & { verified: boolean },
  input: BookingInput,
  { now = Date.now(), replayKey }: Clock & { replayKey?: DocumentReference } = {},
): Promise<BookingChange> {
  if (!customer.verified) {
    throw new BookingError(403, "Verify your email address before booking a call");
  }
  /** The call a request with the same key made (this request is its retry), or null. */
  const first = async () => (replayKey ? replayOf(db, await replayKey.get()) : null);
  // Before the time is checked: the call the key booked holds that time now.
  const seen = await first();
  if (seen) return seen;
  try {
    const booked = await bookNew(db, customer, input, now, replayKey);
    if (booked) return booked;
  } catch (error) {
    // A request with the same key may have taken the time first.
    const retried = error instanceof BookingError && error.status === 409 ? await first() : null;
    if (retried) return retried;
    throw error;
  }
  const retried = await first();
  if (!retried) throw new BookingError(409, "This request's call is no longer on record");
  return retried;
}

/** createBooking's work; null when `replayKey`'s record was found in the transaction. */
async function bookNew(
  db: Firestore,
  customer: Customer,
  input: BookingInput,
  now: number,
  replayKey?: DocumentReference,
): Promise<BookingChange | null> {
  const start = parseStart(input.start);
  const context = await callContext(db, input.serviceId);
  const heldId = input.holdToken ? holdIdOf(input.holdToken) : null;
  const candidates = await candidatesAt(db, context, start, now, new Set(heldId ? [heldId] : []));
  const ref = db.collection(registry.bookings.name).doc();
  const openOrders = db
    .collection(registry.orders.name)
    .where("uid", "==", customer.uid)
    .where("serviceId", "==", context.serviceId)
    .where("status", "==", "pending")
    .limit(1);
  const record = await runTransaction(db, async (tx) => {
    // A request with the same key that committed meanwhile.
    if (replayKey && (await tx.get(replayKey)).exists) return null;
    const hold = input.holdToken ? await holdOf(db, tx, input.holdToken) : null;
    const open = (await tx.get(openOrders)).docs[0];
    const orderCalls = await readOrderCalls(db, tx, open?.id ?? "", now);
    const lock = new Lock(db, tx, now);
    const releasing = hold ? releasedHold(hold.hold) : null;
    const taken = await claim(lock, context, {
      id: ref.id,
      owner: `${registry.bookings.name}/${ref.id}`,
      start,
      candidates,
      released: releasing ? [releasing] : [],
      prefer: hold?.hold.hostId,
      expiresAt: null,
    });
    await checkUpcomingLimit(db, tx, context, customer.uid, ref.id, now); // the last read
    lock.write();
    if (hold) {
      tx.delete(hold.ref);
      tx.delete(db.collection(registry.busy.name).doc(hold.hold.id));
    }
    const orderRef = open?.ref ?? db.collection(registry.orders.name).doc();
    const busy = busyRecord(context, taken.hostId, "booking", start, null);
    const booking: BookingRecord = {
      serviceId: context.serviceId,
      serviceTitle: context.serviceTitle,
      hostId: taken.hostId,
      hostName: hostName(context, taken.hostId),
      uid: customer.uid,
      name: customer.name,
      email: customer.email,
      timeZone: input.timeZone,
      ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
      start: busy.start,
      end: busy.end,
      busyStart: busy.busyStart,
      busyEnd: busy.busyEnd,
      status: "booked",
      orderId: orderRef.id,
      sequence: 0,
      scheduledAt: new Date(now),
      hostDay: taken.date,
    };
    tx.create(ref, registry.bookings.write(booking, FieldValue.serverTimestamp()));
    tx.create(db.collection(registry.busy.name).doc(ref.id), registry.busy.write(busy));
    const call = orderCalls.after(ref.id, busy);
    if (open) {
      tx.update(open.ref, { ...call });
    } else {
      tx.create(orderRef, {
        ...registry.orders.write(
          {
            uid: customer.uid,
            serviceId: context.serviceId,
            input: {
              name: customer.name,
              email: customer.email,
              phoneNumber: input.phoneNumber ?? "",
              address: "",
              serviceName: context.serviceTitle,
            },
          },
          FieldValue.serverTimestamp(),
        ),
        ...call,
      });
    }
    if (replayKey) {
      tx.create(
        replayKey,
        serverWriters.idempotencyKeys.write(
          { uid: customer.uid, bookingId: ref.id },
          FieldValue.serverTimestamp(),
        ),
      );
    }
    return booking;
  });
  return record && { booking: bookingOf(ref.id, record, now) };
}
