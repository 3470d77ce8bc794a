/**
 * Booking a call: the live reads the picker computes its slots from (the agency's zone, the
 * hosts, the service's call settings and the busy time, through reactfire on the registry's
 * queries), the customer's calls, and the REST calls that hold, book, move and cancel.
 *
 * The slots are the server's own computation (`computeSlots` of @shared/scheduling/slots) on the
 * same documents, so a time held or booked elsewhere leaves the picker as soon as its busy
 * document arrives, and comes back when a hold expires.
 */
import { useEffect, useMemo, useState } from "react";
import { useFirestore } from "reactfire";
import { queries, serviceCallPath } from "@shared/registry";
import { isLiveCall } from "@shared/order-calls";
import { beforeCutoff, busyWindow, cutoffOf } from "@shared/scheduling/bounds";
import { type Booking } from "@shared/scheduling/documents";
import {
  CELL_MINUTES,
  type BookingInput,
  type BusyInterval,
  type HoldInput,
  type ServiceCall,
} from "@shared/scheduling/model";
import { computeSlots, type Slot } from "@shared/scheduling/slots";
import { addDays, zonedBoundary } from "@shared/scheduling/zones";
import { apiHeaders } from "@/lib/backend";
import { useCollection, useDocument, type Status } from "@/lib/firebase/hooks";
import { watchBusy } from "./busy";
import { ApiProblem, problemOf } from "@/lib/problem";
import { useAgencyTimeZone } from "@/lib/time-zone";
import { useNow } from "@/lib/use-now";

export { ApiProblem, useAgencyTimeZone };
export type { Booking, Slot };

/** A service's call settings, live; null while loading and when the service offers no calls. */
export function useServiceCall(serviceId: string): {
  status: Status;
  call: ServiceCall | null;
} {
  const { status, data } = useDocument(serviceCallPath(serviceId));
  return { status, call: data?.enabled ? data : null };
}

/** The services whose calls can be booked, by id (the rest offer none). */
export function useCallServiceIds(): { status: Status; ids: Set<string> } {
  const { status, data } = useCollection(queries.serviceCallsOffered);
  const ids = useMemo(() => new Set(data.map((call) => call.id)), [data]);
  return { status, ids };
}

const CELL_MS = CELL_MINUTES * 60_000;

/**
 * The current time, renewed on every 5-minute mark (starts, notice and buffers are multiples of
 * 5 minutes) and at each of `instants` still to come (the holds' expiries).
 */
export const useBookingNow = (instants?: readonly number[]): number => useNow(CELL_MS, instants);

/**
 * The service's call settings the picker computes with: switched on; or, for moving a call
 * already booked, whether switched on or off (its booked calls still move to its slots).
 */
function useSlotCall(
  serviceId: string,
  booked: boolean,
): { status: Status; call: ServiceCall | null } {
  const { status, data } = useDocument(serviceCallPath(serviceId));
  const call = useMemo(
    () => (data && (data.enabled || booked) ? { ...data, enabled: true } : null),
    [data, booked],
  );
  return { status, call };
}

/** The busy time of `hostIds` in [start, end) (busy.ts), live; null until it has answered. */
function useBusy(hostIds: readonly string[], start: number, end: number): BusyInterval[] | null {
  const firestore = useFirestore();
  const key = JSON.stringify([[...new Set(hostIds)].sort(), start, end]);
  const [answer, setAnswer] = useState<{ key: string; intervals: BusyInterval[] } | null>(null);
  useEffect(() => {
    const [ids, from, to] = JSON.parse(key) as [string[], number, number];
    return watchBusy(firestore, ids, { start: from, end: to }, ({ intervals }) =>
      setAnswer({ key, intervals }),
    );
  }, [firestore, key]);
  return answer?.key === key ? answer.intervals : null;
}

export interface SlotRequest {
  serviceId: string;
  /** The visitor's dates, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** A busy interval not to count (the booking being moved). */
  ignoreBusyId?: string;
}

/**
 * The free times of a service on the visitor's dates, live: a time held or booked elsewhere is
 * gone as its busy document arrives; a hold that expires frees its time at its expiry.
 */
export function useSlots({ serviceId, from, to, timeZone, ignoreBusyId }: SlotRequest): {
  status: Status;
  slots: Slot[];
  agencyTimeZone: string;
  call: ServiceCall | null;
  /** The time the slots were computed at. */
  now: number;
  /** The hosts' names by id (a slot's `hostIds` named). */
  hostNames: ReadonlyMap<string, string>;
} {
  const { status: zoneStatus, timeZone: agencyTimeZone } = useAgencyTimeZone();
  const { status: callStatus, call } = useSlotCall(serviceId, ignoreBusyId !== undefined);
  const hosts = useCollection(queries.hosts);
  const range = busyWindow(
    zonedBoundary(from, "00:00", timeZone),
    zonedBoundary(addDays(to, 1), "00:00", timeZone),
    agencyTimeZone,
  );
  const busy = useBusy(call?.hostIds ?? [], range.start, range.end);

  const intervals = useMemo(
    () => (busy ?? []).filter((interval) => interval.id !== ignoreBusyId),
    [busy, ignoreBusyId],
  );
  const expiries = useMemo(
    () => intervals.flatMap(({ expiresAt }) => (expiresAt === null ? [] : [expiresAt])),
    [intervals],
  );
  const now = useBookingNow(expiries);

  const slots = useMemo(
    () =>
      call
        ? computeSlots({
            agencyTimeZone,
            call,
            hosts: hosts.data,
            busy: intervals,
            now,
            from,
            to,
            timeZone,
          })
        : [],
    [agencyTimeZone, call, hosts.data, intervals, now, from, to, timeZone],
  );
  const hostNames = useMemo(
    () => new Map(hosts.data.map(({ id, name }) => [id, name])),
    [hosts.data],
  );
  const loading =
    [zoneStatus, callStatus, hosts.status].includes("loading") || (call !== null && busy === null);
  return { status: loading ? "loading" : "success", slots, agencyTimeZone, call, now, hostNames };
}

/** The customer's calls, every status, the earliest first, live. */
export function useMyBookings(uid: string): { status: Status; bookings: Booking[] } {
  const { status, data } = useCollection(queries.myBookings(uid));
  return { status, bookings: data };
}

/** Whether a call is still to come: booked and live (not ended yet), the orders' rule. */
export const isUpcoming = (booking: Booking, now: number): boolean =>
  booking.status === "booked" && isLiveCall(booking, now);

/** The customer's next call of each order (booked, still to come), by order id, live. */
export function useNextCallByOrder(uid: string): Map<string, Booking> {
  const { bookings } = useMyBookings(uid);
  const now = useBookingNow();
  return useMemo(() => {
    const next = new Map<string, Booking>();
    // The list is by start: the first upcoming call of an order is its next.
    for (const booking of bookings) {
      if (booking.orderId && !next.has(booking.orderId) && isUpcoming(booking, now)) {
        next.set(booking.orderId, booking);
      }
    }
    return next;
  }, [bookings, now]);
}

/**
 * Until when a customer may move or cancel a call (the service's cutoff before its start): null
 * when they no longer may (past the cutoff, or the call is not booked).
 */
export function changeableUntil(booking: Booking, cutoffHours: number, now: number): number | null {
  const start = booking.start?.getTime();
  if (booking.status !== "booked" || start === undefined) return null;
  return beforeCutoff(start, cutoffHours, now) ? cutoffOf(start, cutoffHours) : null;
}

/** The service's call settings for the cutoff, live, also when calls are switched off now. */
export function useCutoffHours(serviceId: string): number | null {
  const { status, data } = useDocument(serviceCallPath(serviceId));
  return status === "success" ? (data?.cancelCutoffHours ?? 0) : null;
}

const FALLBACK: Record<number, string> = {
  401: "Your session has expired. Please sign in again.",
  403: "Your email address must be verified before you can book a call.",
  404: "This call or service was not found.",
  409: "That time was just taken.",
  429: "Too many attempts. Please wait a few minutes and try again.",
};

/** Calls the REST API; a refusal throws an ApiProblem (its status, detail and fields). */
async function send(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<unknown> {
  // Signed in, the ID token (and App Check's); signed out, App Check's only (public calls).
  const headers = {
    ...((await apiHeaders()) ??
      (await (await import("@/lib/firebase/app-check-headers")).appCheckHeaders())),
    ...extra,
  };
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiProblem(0, "We could not reach our server. Check the connection and try again.");
  }
  if (!res.ok) {
    throw await problemOf(
      res,
      FALLBACK[res.status] ?? `The request failed (HTTP ${res.status}). Please try again.`,
    );
  }
  return res.json().catch(() => null);
}

const NOT_UNDERSTOOD = "The server's answer was not understood.";

function instantOf(value: unknown): number {
  const instant = typeof value === "string" ? Date.parse(value) : NaN;
  if (Number.isNaN(instant)) throw new ApiProblem(0, NOT_UNDERSTOOD);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();

/** A time held for the visitor while they complete the form. */
export interface Hold {
  token: string;
  start: number;
  end: number;
  expiresAt: number;
}

/** POST /holds: holds a time for 5 minutes; ApiProblem 409 when it was taken meanwhile. */
export async function holdSlot(input: Omit<HoldInput, "start"> & { start: number }): Promise<Hold> {
  const answer = (await send("POST", "/holds", { ...input, start: iso(input.start) })) as Record<
    string,
    unknown
  > | null;
  const token = answer?.holdToken;
  if (typeof token !== "string") throw new ApiProblem(0, NOT_UNDERSTOOD);
  return {
    token,
    start: instantOf(answer?.start),
    end: instantOf(answer?.end),
    expiresAt: instantOf(answer?.expiresAt),
  };
}

/** DELETE /holds/{token}: lets the time go (best effort: the hold expires anyway). */
export async function releaseHold(token: string): Promise<void> {
  await send("DELETE", `/holds/${encodeURIComponent(token)}`).catch(() => undefined);
}

export interface Booked {
  id: string;
  start: number;
  end: number;
  /** The host's name, when the server names it. */
  host: string;
}

function hostName(host: unknown): string {
  if (typeof host === "string") return host;
  const { name } = (host ?? {}) as { name?: unknown };
  return typeof name === "string" ? name : "";
}

/**
 * POST /bookings (a verified account): ApiProblem 409 when the time was taken meanwhile.
 * `idempotencyKey`, the same for every try of one booking, makes a try whose answer was lost and
 * the next one a single call (the server answers the first call again).
 */
export async function bookCall(
  input: Omit<BookingInput, "start"> & { start: number },
  idempotencyKey: string,
) {
  const answer = (await send(
    "POST",
    "/bookings",
    { ...input, start: iso(input.start) },
    { "idempotency-key": idempotencyKey },
  )) as Record<string, unknown> | null;
  const id = answer?.insertedId;
  if (typeof id !== "string") throw new ApiProblem(0, NOT_UNDERSTOOD);
  return {
    id,
    start: instantOf(answer?.start),
    end: instantOf(answer?.end),
    host: hostName(answer?.host),
  } satisfies Booked;
}

/** PATCH /bookings/{id}: moves the call to `start`. */
export async function moveCall(id: string, start: number): Promise<void> {
  await send("PATCH", `/bookings/${encodeURIComponent(id)}`, { start: iso(start) });
}

/** DELETE /bookings/{id}: cancels the call. */
export async function cancelCall(id: string): Promise<void> {
  await send("DELETE", `/bookings/${encodeURIComponent(id)}`);
}
