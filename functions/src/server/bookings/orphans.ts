/**
 * The upcoming calls a change of hours or hosts left behind (shared/scheduling/orphans.ts):
 * found after a host's hours or a service's hosts are saved, and kept as they are by an admin.
 */
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from "firebase-admin/firestore";
import { BOOKINGS_QUERY_LIMIT, registry } from "../../shared/registry";
import {
  readBooking,
  readHost,
  readServiceCall,
  type Booking,
} from "../../shared/scheduling/documents";
import { type Host } from "../../shared/scheduling/model";
import { orphanedCalls, type OrphanReason } from "../../shared/scheduling/orphans";
import { runTransaction } from "../transaction";
import { agencyTimeZone, BookingError, type Clock } from "./context";
import { LONGEST_CALL_MS } from "./customer-limit";

export interface Orphan {
  booking: Booking;
  reason: OrphanReason;
}

/** Every booked call of `query` (ordered by start) not ended at `now`, a page at a time. */
async function upcoming(query: Query, now: number): Promise<Booking[]> {
  const found: Booking[] = [];
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(BOOKINGS_QUERY_LIMIT).get();
    for (const doc of page.docs) {
      const booking = readBooking(doc.id, doc.data());
      if (booking.status === "booked" && (booking.end?.getTime() ?? 0) > now) found.push(booking);
    }
    if (page.size < BOOKINGS_QUERY_LIMIT) return found;
    last = page.docs[page.docs.length - 1];
  }
}

const bookings = (db: Firestore) => db.collection(registry.bookings.name);
const notEnded = (now: number) => new Date(now - LONGEST_CALL_MS);

/** The orphans among `calls`, with the hosts' hours and services' settings as stored now. */
async function orphansOf(
  db: Firestore,
  calls: Booking[],
  known: { hosts?: (Host & { id: string })[]; serviceCalls?: { id: string; hostIds: string[] }[] },
): Promise<Orphan[]> {
  if (calls.length === 0) return [];
  const hostIds = [...new Set(calls.map((call) => call.hostId))].filter(
    (id) => id && !known.hosts?.some((host) => host.id === id),
  );
  const serviceIds = [...new Set(calls.map((call) => call.serviceId))].filter(
    (id) => id && !known.serviceCalls?.some((call) => call.id === id),
  );
  const [zone, hostDocs, callDocs] = await Promise.all([
    agencyTimeZone(db),
    hostIds.length > 0
      ? db.getAll(...hostIds.map((id) => db.collection(registry.hosts.name).doc(id)))
      : [],
    serviceIds.length > 0
      ? db.getAll(...serviceIds.map((id) => db.collection(registry.serviceCalls.name).doc(id)))
      : [],
  ]);
  const hosts = [
    ...(known.hosts ?? []),
    ...hostDocs.filter((doc) => doc.exists).map((doc) => readHost(doc.id, doc.data())),
  ];
  const serviceCalls = [
    ...(known.serviceCalls ?? []),
    ...callDocs.filter((doc) => doc.exists).map((doc) => readServiceCall(doc.id, doc.data())),
  ];
  const byId = new Map(calls.map((call) => [call.id, call]));
  return orphanedCalls(calls, hosts, serviceCalls, zone).flatMap(({ id, reason }) => {
    const booking = byId.get(id);
    return booking ? [{ booking, reason }] : [];
  });
}

/** The upcoming calls of host `id` outside `host`'s hours or on a service it no longer hosts. */
export async function hostOrphans(
  db: Firestore,
  id: string,
  host: Host,
  { now = Date.now() }: Clock = {},
): Promise<Orphan[]> {
  const calls = await upcoming(
    bookings(db).where("hostId", "==", id).where("start", ">", notEnded(now)).orderBy("start"),
    now,
  );
  return orphansOf(db, calls, { hosts: [{ ...host, id }] });
}

/** The upcoming calls of service `serviceId` whose host is not in `hostIds` or is off then. */
export async function serviceOrphans(
  db: Firestore,
  serviceId: string,
  hostIds: string[],
  { now = Date.now() }: Clock = {},
): Promise<Orphan[]> {
  const booked = await upcoming(
    bookings(db)
      .where("status", "==", "booked")
      .where("start", ">", notEnded(now))
      .orderBy("start"),
    now,
  );
  const calls = booked.filter((call) => call.serviceId === serviceId);
  return orphansOf(db, calls, { serviceCalls: [{ id: serviceId, hostIds }] });
}

/**
 * An admin keeps a booked call as it is (its host and start) although it lies outside the
 * host's hours or the host left the service: the agenda stops marking it. 409 when the call is
 * not booked, has ended, or is not such a call; no mail goes out.
 */
export async function keepCall(
  db: Firestore,
  id: string,
  { now = Date.now() }: Clock = {},
): Promise<Booking> {
  const ref = bookings(db).doc(id);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new BookingError(404, "No booking has this id");
    const booking = readBooking(snapshot.id, snapshot.data());
    if (booking.status !== "booked" || !booking.start || (booking.end?.getTime() ?? 0) <= now) {
      throw new BookingError(409, "Only a booked call still to come can be kept as it is");
    }
    const [host, call, zone] = await Promise.all([
      tx.get(db.collection(registry.hosts.name).doc(booking.hostId || "-")),
      tx.get(db.collection(registry.serviceCalls.name).doc(booking.serviceId || "-")),
      agencyTimeZone(db),
    ]);
    const orphan = orphanedCalls(
      [{ ...booking, keptOutsideHours: null }],
      host.exists ? [readHost(host.id, host.data())] : [],
      call.exists ? [readServiceCall(call.id, call.data())] : [],
      zone,
    );
    if (orphan.length === 0) {
      throw new BookingError(
        409,
        "This call lies inside its host's hours, with a host of its service: there is nothing to keep",
      );
    }
    const kept = { hostId: booking.hostId, start: booking.start };
    tx.update(ref, { keptOutsideHours: kept, updatedAt: FieldValue.serverTimestamp() });
    return { ...booking, keptOutsideHours: kept, updatedAt: new Date(now) };
  });
}
