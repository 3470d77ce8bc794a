/**
 * What a service's calls need (the agency's zone, the call's settings, its hosts), the free
 * times, and the check of a start: the hosts that could take it, or why none can. The errors and
 * the actor every booking operation shares are here too.
 */
import { type Firestore, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { readService } from "../../shared/documents";
import {
  adminQuery,
  BUSY_QUERY_LIMIT,
  queries,
  registry,
  SCHEDULING_SETTINGS,
} from "../../shared/registry";
import { busyWindow } from "../../shared/scheduling/bounds";
import {
  readHost,
  readSchedulingSettings,
  readServiceCall,
  toBusyInterval,
} from "../../shared/scheduling/documents";
import {
  type AvailabilityQuery,
  type BusyInterval,
  type Host,
  type ServiceCall,
} from "../../shared/scheduling/model";
import { busyOf, computeSlots } from "../../shared/scheduling/slots";
import { formatDateTime } from "../../shared/format/dates";
import { addDays, localDate, parseIsoInstant, zonedBoundary } from "../../shared/scheduling/zones";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Why an operation refused: an HTTP status, a sentence for people, the fields at fault. */
export class BookingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "BookingError";
  }
}

/** Who asks: a signed-in account (verified: proved its address), or nobody (public). */
export interface Actor {
  uid: string;
  email: string | null;
  verified: boolean;
  admin: boolean;
}

/** The agency itself (account deletion, the sweep): no cutoff applies. */
export const SYSTEM: Actor = { uid: "", email: null, verified: true, admin: true };

export interface Clock {
  /** Epoch ms; Date.now() unless a test says otherwise. */
  now?: number;
}

// ---------------------------------------------------------------------------------------------
// What a service's calls need: the agency's zone, the call's settings, its hosts.

export interface CallContext {
  serviceId: string;
  serviceTitle: string;
  agencyTimeZone: string;
  call: ServiceCall;
  hosts: (Host & { id: string })[];
}

export async function agencyTimeZone(db: Firestore): Promise<string> {
  const snapshot = await db
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  return readSchedulingSettings(snapshot.id, snapshot.data()).timeZone;
}

/**
 * 404 for a service that does not exist or offers no calls. With `booked`, for the changes of a
 * call already booked: a service whose calls are switched off still moves its booked calls to
 * its slots (its settings are read as if switched on); new holds and bookings are refused.
 */
export async function callContext(
  db: Firestore,
  serviceId: string,
  { booked = false }: { booked?: boolean } = {},
): Promise<CallContext> {
  const [service, callDoc, timeZone] = await Promise.all([
    db.collection(registry.services.name).doc(serviceId).get(),
    db.collection(registry.serviceCalls.name).doc(serviceId).get(),
    agencyTimeZone(db),
  ]);
  if (!service.exists) {
    throw new BookingError(404, "No service has this id", [
      { path: "serviceId", message: "No service has this id" },
    ]);
  }
  const stored = readServiceCall(callDoc.id, callDoc.data());
  const call = booked ? { ...stored, enabled: true } : stored;
  if (!callDoc.exists || !call.enabled || call.hostIds.length === 0) {
    throw new BookingError(404, "This service offers no calls to book", [
      { path: "serviceId", message: "This service offers no calls" },
    ]);
  }
  const hostDocs = await db.getAll(
    ...call.hostIds.map((id) => db.collection(registry.hosts.name).doc(id)),
  );
  const hosts = hostDocs
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => readHost(snapshot.id, snapshot.data()));
  return {
    serviceId,
    serviceTitle: readService(service.id, service.data()).name,
    agencyTimeZone: timeZone,
    call,
    hosts,
  };
}

/** Every busy document of `hostId` whose busyStart is in [start, end), page after page. */
async function hostBusy(
  db: Firestore,
  hostId: string,
  start: number,
  end: number,
): Promise<QueryDocumentSnapshot[]> {
  const description = queries.busyBetween(hostId, new Date(start), new Date(end));
  const query = adminQuery((name): Query => db.collection(name), description);
  const docs: QueryDocumentSnapshot[] = [];
  for (let after: QueryDocumentSnapshot | undefined; ;) {
    const page = await (after ? query.startAfter(after) : query).get();
    docs.push(...page.docs);
    after = page.docs.at(-1);
    if (page.size < BUSY_QUERY_LIMIT || !after) return docs;
  }
}

/**
 * The busy intervals of the service's hosts that the free starts in [from, to) depend on
 * (bounds.ts busyWindow): each host's own, read whole, so no other host's, service's or day's
 * busy time can crowd them out.
 */
export async function busyAround(
  db: Firestore,
  context: CallContext,
  from: number,
  to: number,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<BusyInterval[]> {
  const { start, end } = busyWindow(from, to, context.agencyTimeZone);
  const hostIds = [...new Set(context.call.hostIds)];
  const pages = await Promise.all(hostIds.map((hostId) => hostBusy(db, hostId, start, end)));
  return pages.flat().flatMap((doc) => {
    if (leaveOut.has(doc.id)) return [];
    const interval = toBusyInterval(registry.busy.read(doc.id, doc.data()));
    return interval ? [interval] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Availability.

export interface Availability {
  /** The zone the dates were read in (the visitor's). */
  timeZone: string;
  agencyTimeZone: string;
  slots: { start: number; end: number }[];
}

/** The free starts of a service's calls on the visitor's dates (from and to inclusive). */
export async function availability(
  db: Firestore,
  query: AvailabilityQuery,
  { now = Date.now() }: Clock = {},
): Promise<Availability> {
  const context = await callContext(db, query.serviceId);
  const from = zonedBoundary(query.from, "00:00", query.timeZone);
  const to = zonedBoundary(addDays(query.to, 1), "00:00", query.timeZone);
  const busy = await busyAround(db, context, from, to);
  const slots = computeSlots({
    agencyTimeZone: context.agencyTimeZone,
    call: context.call,
    hosts: context.hosts,
    busy,
    now,
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
  });
  return {
    timeZone: query.timeZone,
    agencyTimeZone: context.agencyTimeZone,
    slots: slots.map(({ start, end }) => ({ start, end })),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking a start, and the hosts that could take it.

export function parseStart(value: string): number {
  const start = parseIsoInstant(value);
  if (start === null) {
    throw new BookingError(400, "The start is not a date and time", [
      { path: "start", message: "Use ISO 8601 with an offset, like 2026-03-03T10:00:00+01:00" },
    ]);
  }
  return start;
}

/**
 * The hosts free at `start` by the busy time read (fewest calls that day first), or why not:
 * 400 when `start` is not a slot whoever is booked (the past, the notice, the window, outside
 * the hours, off the step), 409 when it would be one but is taken.
 */
export async function candidatesAt(
  db: Firestore,
  context: CallContext,
  start: number,
  now: number,
  leaveOut: ReadonlySet<string>,
): Promise<string[]> {
  const { call, agencyTimeZone: zone } = context;
  const fail = (message: string) => new BookingError(400, message, [{ path: "start", message }]);
  if (start < now) throw fail("That time has passed: pick a time ahead");
  if (start < now + call.minimumNoticeMinutes * MINUTE) {
    throw fail(
      `Book at least ${formatMinutes(call.minimumNoticeMinutes)} ahead: pick a later time`,
    );
  }
  if (start >= now + call.bookingWindowDays * 24 * HOUR) {
    throw fail(`Calls can be booked up to ${call.bookingWindowDays} days ahead`);
  }
  const date = localDate(start, zone);
  const base = {
    agencyTimeZone: zone,
    call,
    hosts: context.hosts,
    now,
    from: date,
    to: date,
    timeZone: zone,
  };
  if (!computeSlots({ ...base, busy: [] }).some((slot) => slot.start === start)) {
    throw fail(
      `${formatDateTime(start, zone, { date: "weekday", offset: true })} is not a start time of this service's calls: pick one of GET /availability's`,
    );
  }
  const { busyStart, busyEnd } = busyOf(call, start);
  const busy = await busyAround(db, context, busyStart, busyEnd, leaveOut);
  const slot = computeSlots({ ...base, busy }).find((found) => found.start === start);
  if (!slot) throw taken();
  return slot.hostIds;
}

function formatMinutes(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

export const taken = () =>
  new BookingError(409, "This time is no longer free: pick another one", [
    { path: "start", message: "Taken by another booking meanwhile" },
  ]);
