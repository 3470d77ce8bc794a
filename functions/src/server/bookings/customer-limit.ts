/**
 * The most upcoming calls of one service one customer may have booked at once
 * (serviceCalls/{id}.maxUpcomingPerCustomer). The check runs in the booking's transaction and
 * writes customerCalls/{hash of uid and service}: two bookings by one customer for one service
 * write the same document, so one of them runs again and counts the other's call.
 */
import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { BOOKINGS_QUERY_LIMIT, registry, serverWriters } from "../../shared/registry";
import { upcomingCallsOf, upcomingLimitMessage } from "../../shared/scheduling/customer-limit";
import { readBooking } from "../../shared/scheduling/documents";
import { BookingError, MINUTE, type CallContext } from "./context";

/** The longest call the settings allow: a call that started this long ago has ended. */
export const LONGEST_CALL_MS = 240 * MINUTE;

export function customerCallsId(uid: string, serviceId: string): string {
  return createHash("sha256").update(`${uid}\n${serviceId}`).digest("hex");
}

/**
 * In `tx`, after every other read and before any write: 409 when `uid` already has the
 * service's maximum of upcoming calls; otherwise records booking `bookingId` for the pair.
 */
export async function checkUpcomingLimit(
  db: Firestore,
  tx: Transaction,
  context: CallContext,
  uid: string,
  bookingId: string,
  now: number,
): Promise<void> {
  const ref = db
    .collection(serverWriters.customerCalls.name)
    .doc(customerCallsId(uid, context.serviceId));
  await tx.get(ref);
  const theirs = await tx.get(
    db
      .collection(registry.bookings.name)
      .where("uid", "==", uid)
      .where("start", ">", new Date(now - LONGEST_CALL_MS))
      .orderBy("start", "asc")
      .limit(BOOKINGS_QUERY_LIMIT),
  );
  const calls = theirs.docs.map((doc) => readBooking(doc.id, doc.data()));
  const count = upcomingCallsOf(calls, context.serviceId, now);
  const max = context.call.maxUpcomingPerCustomer;
  if (count >= max) {
    throw new BookingError(409, upcomingLimitMessage(count, max), [
      { path: "serviceId", message: `At most ${max} upcoming calls per customer` },
    ]);
  }
  tx.set(
    ref,
    serverWriters.customerCalls.write(
      { uid, serviceId: context.serviceId, last: bookingId },
      FieldValue.serverTimestamp(),
    ),
  );
}
