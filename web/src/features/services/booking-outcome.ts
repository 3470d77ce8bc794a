/** The newest booking's outcome, outside React: it must reach a form mounted anew meanwhile. */
import { externalStore } from "@/lib/external-store";

export type Outcome =
  | { state: "booked" }
  | { state: "queued"; offline: boolean }
  | { state: "sent" }
  | { state: "failed" }
  /** Refused by the hourly limit; `message` says how many were booked. */
  | { state: "limited"; message: string };

/** `orderId` is null for a booking refused before it had an order (the hourly limit). */
type Latest = { serviceId: string; orderId: string | null; outcome: Outcome | null };

let latest: Latest | null = null;
const store = externalStore(() => latest, null);

export function trackBooking(
  serviceId: string,
  orderId: string | null,
): (outcome: Outcome) => void {
  latest = { serviceId, orderId, outcome: null };
  store.changed();
  return (outcome) => {
    // A queued booking may be sent after the user made another: only the newest is shown.
    if (latest?.orderId !== orderId) return;
    latest = { ...latest, outcome };
    store.changed();
  };
}

export function useBookingOutcome(serviceId: string): Outcome | null {
  const current = store.useValue();
  return current?.serviceId === serviceId ? current.outcome : null;
}
