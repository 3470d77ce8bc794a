/**
 * A service's limit of upcoming calls per customer (ServiceCall.maxUpcomingPerCustomer): which
 * calls count, and the sentence a customer at the limit reads, in the picker and in the API's 409.
 */

/** The fields of a booking the count reads. */
export interface CountedCall {
  serviceId: string;
  status: string;
  end: Date | null;
}

/** Whether a call counts: booked, and not ended at `now`. */
export const isUpcomingCall = (call: CountedCall, now: number): boolean =>
  call.status === "booked" && (call.end?.getTime() ?? 0) > now;

/** How many of `calls` are upcoming calls of `serviceId`. */
export function upcomingCallsOf(
  calls: readonly CountedCall[],
  serviceId: string,
  now: number,
): number {
  return calls.filter((call) => call.serviceId === serviceId && isUpcomingCall(call, now)).length;
}

/** "You have 2 upcoming calls for this service, the most one customer can book: ...". */
export function upcomingLimitMessage(count: number, max: number): string {
  const calls = count === 1 ? "1 upcoming call" : `${count} upcoming calls`;
  const most = count > max ? `more than the ${max}` : "the most";
  return `You have ${calls} for this service, ${most} one customer can book: move or cancel one of them to book another`;
}
