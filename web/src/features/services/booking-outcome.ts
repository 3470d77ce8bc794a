/** The newest booking's outcome, outside React: it must reach a form mounted anew meanwhile. */
import { useSyncExternalStore } from "react";

export type Outcome =
  | { state: "booked" }
  | { state: "queued"; offline: boolean }
  | { state: "sent" }
  | { state: "failed" }
  /** Refused by the hourly limit; `message` says how many were booked. */
  | { state: "limited"; message: string };

interface Latest {
  serviceId: string;
  /** null: a booking refused before it had an order (the hourly limit). */
  orderId: string | null;
  outcome: Outcome | null;
}

let latest: Latest | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts tracking a new booking; the previous one is no longer shown. */
export function trackBooking(
  serviceId: string,
  orderId: string | null,
): (outcome: Outcome) => void {
  latest = { serviceId, orderId, outcome: null };
  listeners.forEach((listener) => listener());
  return (outcome) => {
    // A queued booking may be sent after the user made another: only the newest is shown.
    if (latest?.orderId !== orderId) return;
    latest = { ...latest, outcome };
    listeners.forEach((listener) => listener());
  };
}

/** The outcome of the newest booking of `serviceId`, or null. */
export function useBookingOutcome(serviceId: string): Outcome | null {
  const current = useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
  return current?.serviceId === serviceId ? current.outcome : null;
}
