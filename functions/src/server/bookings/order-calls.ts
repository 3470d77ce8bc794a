/**
 * The calls an order shows: in the transaction of every booking, move, cancellation and status
 * change of one of its calls, the order's booked calls are read (a query on bookings by orderId)
 * and the order is written with all of them that have not ended (`calls`, the earliest first)
 * and the next of them (`bookingId`, `callStart`; "" and null when none is left), whatever the
 * order in which its calls were booked, moved or cancelled. Which call is next is decided by
 * shared/order-calls.ts, as on the pages.
 */
import { type Firestore, type Query, type Transaction } from "firebase-admin/firestore";
import { isLiveCall, nextOrderCall, type OrderCall } from "../../shared/order-calls";
import { adminQuery, queries, registry } from "../../shared/registry";
import { readBooking } from "../../shared/scheduling/documents";

/** The order's fields that name its calls. */
export interface OrderCallFields {
  bookingId: string;
  callStart: Date | null;
  calls: OrderCall[];
}

/** A call's new times, or null when it is no longer booked (cancelled, done, a no-show). */
type CallTimes = { start: Date; end: Date } | null;

export interface OrderCalls {
  /** The order's fields once `bookingId` is at `times` (or no longer booked, null). */
  after(bookingId: string, times: CallTimes): OrderCallFields;
  /** Writes them onto the order in the transaction (nothing when the order is gone). */
  update(bookingId: string, times: CallTimes): void;
}

/**
 * In `tx`, before any of its writes: the order `orderId` ("" for an order this transaction
 * creates) and its booked calls as stored. `now` decides which calls have ended.
 */
export async function readOrderCalls(
  db: Firestore,
  tx: Transaction,
  orderId: string,
  now: number,
): Promise<OrderCalls> {
  const ref = orderId ? db.collection(registry.orders.name).doc(orderId) : null;
  const [order, booked] = ref
    ? await Promise.all([
        tx.get(ref),
        tx.get(adminQuery((name): Query => db.collection(name), queries.ordersBookings(orderId))),
      ])
    : [null, null];
  const stored: OrderCall[] = (booked?.docs ?? []).flatMap((doc) => {
    const { id, status, start, end } = readBooking(doc.id, doc.data());
    return status === "booked" && start && end ? [{ bookingId: id, start, end }] : [];
  });
  const after = (bookingId: string, times: CallTimes): OrderCallFields => {
    const calls = stored.filter((call) => call.bookingId !== bookingId);
    if (times) calls.push({ bookingId, start: times.start, end: times.end });
    const live = calls
      .filter((call) => isLiveCall(call, now))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const next = nextOrderCall(live, now);
    return { bookingId: next?.bookingId ?? "", callStart: next?.start ?? null, calls: live };
  };
  return {
    after,
    update(bookingId, times) {
      if (ref && order?.exists) tx.update(ref, { ...after(bookingId, times) });
    },
  };
}
