/**
 * An order's calls: one rule for which of them is the order's next call, used by the server when
 * it writes the order (server/bookings/order-calls.ts) and by the pages that show it (Manage
 * Orders reads the order, My Orders the customer's calls), so they always agree.
 */

/** A booked call of an order, as the order keeps it (orders/{id}.calls). */
export interface OrderCall {
  bookingId: string;
  start: Date;
  end: Date;
}

/** Whether a booked call is still live at `now`: it has not ended (a call under way counts). */
export const isLiveCall = (call: { end: Date | null }, now: number): boolean =>
  (call.end?.getTime() ?? 0) > now;

/**
 * The order's next live call: the earliest-starting of its booked calls that has not ended,
 * whatever the order in which they were booked, moved or cancelled; null when none is left.
 */
export function nextOrderCall<T extends { start: Date | null; end: Date | null }>(
  calls: readonly T[],
  now: number,
): T | null {
  let next: T | null = null;
  for (const call of calls) {
    if (!call.start || !isLiveCall(call, now)) continue;
    if (!next?.start || call.start.getTime() < next.start.getTime()) next = call;
  }
  return next;
}

/**
 * The start of an order's next live call at `now` (nextOrderCall of its `calls`), or null when
 * none is left. An order written before orders kept all their calls has only the one it names
 * (`callStart`), until that call starts.
 */
export function nextCallStart(
  order: { calls: readonly OrderCall[] | null; callStart: Date | null },
  now: number,
): number | null {
  if (order.calls) return nextOrderCall(order.calls, now)?.start.getTime() ?? null;
  const start = order.callStart?.getTime();
  return start === undefined || start < now ? null : start;
}
