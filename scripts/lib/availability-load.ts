/**
 * GET /availability under a realistic calendar (`npm run bench`): a service whose calls three
 * hosts take, 500 calls already booked across the 62 days asked for, and requests one after the
 * other for the whole range, timed from the client. The documents are the bench's own (ids
 * starting `bench-calls`) and are deleted afterwards.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { registry } from "../../functions/src/shared/registry.ts";
import type { Host, ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { busyOf, computeSlots } from "../../functions/src/shared/scheduling/slots.ts";
import { addDays, localDate } from "../../functions/src/shared/scheduling/zones.ts";
import { adminDb } from "../../tests/support/admin.ts";
import { percentile } from "./rest-load.ts";
import { emulatorEnv, URLS } from "./config.ts";

export const AVAILABILITY_DAYS = 62;
export const AVAILABILITY_BOOKINGS = 500;
/** The p95 GET /availability must keep on the emulator, ms (issue #47). */
export const AVAILABILITY_P95_MS = 300;

const SERVICE_ID = "bench-calls";
const HOST_IDS = ["bench-calls-host-1", "bench-calls-host-2", "bench-calls-host-3"];
const VISITOR_ZONE = "Asia/Kolkata";

const DAY = [{ start: "08:00", end: "20:00" }];
const HOURS: Host["weekly"] = {
  mon: DAY,
  tue: DAY,
  wed: DAY,
  thu: DAY,
  fri: DAY,
  sat: DAY,
  sun: DAY,
};

const CALL: ServiceCall = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 90,
  dailyCapPerHost: 20,
  stepMinutes: 15,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: 10,
  hostIds: HOST_IDS,
};

export interface AvailabilityLoad {
  /** The visitor's first and last dates asked for. */
  from: string;
  to: string;
  agencyTimeZone: string;
  /** Free slots in the answer, with the bookings in place. */
  slots: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

async function agencyZone(db: Firestore): Promise<string> {
  const snapshot = await db.collection(registry.schedulingSettings.name).doc("scheduling").get();
  return registry.schedulingSettings.read(snapshot.id, snapshot.data()).timeZone;
}

/** Writes the bench's service, hosts and `count` calls spread over the range; returns their ids. */
async function writeCalendar(
  db: Firestore,
  agencyTimeZone: string,
  from: string,
  to: string,
  count: number,
): Promise<string[]> {
  const stamp = Timestamp.now();
  const batch = db.batch();
  batch.set(db.collection(registry.services.name).doc(SERVICE_ID), {
    name: "Bench calls",
    des: "A service the bench books calls of.",
    img: "",
    bannerh: "",
    bannerP: "",
    des1: [],
    createdAt: stamp,
  });
  batch.set(
    db.collection(registry.serviceCalls.name).doc(SERVICE_ID),
    registry.serviceCalls.write(CALL, stamp),
  );
  const hosts = HOST_IDS.map((id, n) => ({
    id,
    name: `Bench host ${String(n + 1)}`,
    weekly: HOURS,
    exceptions: [],
  }));
  for (const host of hosts) {
    batch.set(db.collection(registry.hosts.name).doc(host.id), registry.hosts.write(host, stamp));
  }
  await batch.commit();

  // The free slots of the empty calendar, then every k-th one booked (with its buffers, so no two
  // calls of a host overlap: each is taken from the slots still free after the previous ones).
  const now = Date.now();
  const query = {
    agencyTimeZone,
    call: CALL,
    hosts,
    busy: [] as ReturnType<typeof toInterval>[],
    now,
    from,
    to,
    timeZone: VISITOR_ZONE,
  };
  const stride = Math.max(1, Math.floor(computeSlots(query).length / count));
  const ids: string[] = [];
  for (let n = 0; ids.length < count; n += 1) {
    const free = computeSlots(query);
    if (free.length === 0) break;
    const slot = free[(n * stride) % free.length];
    const hostId = slot?.hostIds[0];
    if (!slot || !hostId) break;
    const id = `${SERVICE_ID}-${String(n)}`;
    query.busy.push(toInterval(id, hostId, slot.start));
    ids.push(id);
  }
  for (let first = 0; first < query.busy.length; first += 400) {
    const writes = db.batch();
    for (const interval of query.busy.slice(first, first + 400)) {
      writes.set(
        db.collection(registry.busy.name).doc(interval.id),
        registry.busy.write({
          hostId: interval.hostId,
          serviceId: SERVICE_ID,
          kind: "booking",
          start: new Date(interval.start),
          end: new Date(interval.end),
          busyStart: new Date(interval.busyStart),
          busyEnd: new Date(interval.busyEnd),
          expiresAt: null,
        }),
      );
    }
    await writes.commit();
  }
  return ids;
}

function toInterval(id: string, hostId: string, start: number) {
  return { id, hostId, kind: "booking" as const, ...busyOf(CALL, start), expiresAt: null };
}

async function removeCalendar(db: Firestore, busyIds: readonly string[]): Promise<void> {
  const refs = [
    db.collection(registry.services.name).doc(SERVICE_ID),
    db.collection(registry.serviceCalls.name).doc(SERVICE_ID),
    ...HOST_IDS.map((id) => db.collection(registry.hosts.name).doc(id)),
    ...busyIds.map((id) => db.collection(registry.busy.name).doc(id)),
  ];
  for (let first = 0; first < refs.length; first += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(first, first + 400)) batch.delete(ref);
    await batch.commit();
  }
}

/** `requests` GETs of the whole range, one after the other, after `warmUp` untimed ones. */
export async function measureAvailability(requests = 60, warmUp = 5): Promise<AvailabilityLoad> {
  Object.assign(process.env, emulatorEnv());
  const db = adminDb();
  const agencyTimeZone = await agencyZone(db);
  const from = addDays(localDate(Date.now(), VISITOR_ZONE), 1);
  const to = addDays(from, AVAILABILITY_DAYS - 1);
  const busyIds = await writeCalendar(db, agencyTimeZone, from, to, AVAILABILITY_BOOKINGS);
  try {
    if (busyIds.length < AVAILABILITY_BOOKINGS) {
      throw new Error(`Only ${String(busyIds.length)} calls fit the bench's calendar`);
    }
    const url = `${URLS.api}/availability?${new URLSearchParams({
      serviceId: SERVICE_ID,
      from,
      to,
      timeZone: VISITOR_ZONE,
    }).toString()}`;
    let slots = 0;
    const times: number[] = [];
    for (let n = 0; n < warmUp + requests; n += 1) {
      const started = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { slots?: unknown[] };
      const elapsed = performance.now() - started;
      if (!response.ok) {
        throw new Error(`GET /availability answered ${String(response.status)}`);
      }
      slots = body.slots?.length ?? 0;
      if (n >= warmUp) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return {
      from,
      to,
      agencyTimeZone,
      slots,
      requests,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times.at(-1) ?? Number.NaN,
    };
  } finally {
    await removeCalendar(db, busyIds);
  }
}
