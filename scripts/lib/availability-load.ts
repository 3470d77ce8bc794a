/**
 * GET /availability under a busy agency's calendar (`npm run bench`): a service whose calls ten
 * hosts take, 5,000 calls and holds of those hosts across the 62 days asked for (of two services,
 * with unswept expired holds filling more than a page of one host's busy time; busy-calendar.ts),
 * and requests one after the other for the whole range, timed from the client. The documents are
 * the bench's own (ids starting `bench-calls`) and are deleted afterwards.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { registry } from "../../functions/src/shared/registry.ts";
import { everyDay, type ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { addDays, localDate, zonedBoundary } from "../../functions/src/shared/scheduling/zones.ts";
import { adminDb } from "../../tests/support/admin.ts";
import {
  busyCalendar,
  CALENDAR_HOURS,
  deleteDocuments,
  writeCalendar as writeBusy,
} from "./busy-calendar.ts";
import { percentile } from "./rest-load.ts";
import { emulatorEnv, URLS } from "./config.ts";

export const AVAILABILITY_DAYS = 62;
/** Busy documents (calls and holds) of the service's hosts in the range. */
export const AVAILABILITY_BOOKINGS = 5000;
export const AVAILABILITY_HOSTS = 10;
/** The p95 GET /availability must keep on the emulator, ms (issue #47). */
export const AVAILABILITY_P95_MS = 300;

const SERVICE_ID = "bench-calls";
const OTHER_SERVICE_ID = "bench-calls-other";
const HOST_IDS = Array.from(
  { length: AVAILABILITY_HOSTS },
  (_, n) => `bench-calls-host-${String(n + 1)}`,
);
const VISITOR_ZONE = "Asia/Kolkata";

const CALL: ServiceCall = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 90,
  dailyCapPerHost: 5,
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

/** Writes the bench's services, hosts and busy calendar; returns the paths written. */
async function writeCalendar(
  db: Firestore,
  agencyTimeZone: string,
  from: string,
  count: number,
): Promise<string[]> {
  const stamp = Timestamp.now();
  const batch = db.batch();
  for (const id of [SERVICE_ID, OTHER_SERVICE_ID]) {
    batch.set(db.collection(registry.services.name).doc(id), {
      name: "Bench calls",
      des: "A service the bench books calls of.",
      img: "",
      bannerh: "",
      bannerP: "",
      des1: [],
      createdAt: stamp,
    });
  }
  batch.set(
    db.collection(registry.serviceCalls.name).doc(SERVICE_ID),
    registry.serviceCalls.write(CALL, stamp),
  );
  batch.set(
    db.collection(registry.serviceCalls.name).doc(OTHER_SERVICE_ID),
    registry.serviceCalls.write({ ...CALL, enabled: false }, stamp),
  );
  HOST_IDS.forEach((id, n) => {
    const host = { name: `Bench host ${String(n + 1)}`, weekly: everyDay([CALENDAR_HOURS]) };
    batch.set(
      db.collection(registry.hosts.name).doc(id),
      registry.hosts.write({ ...host, exceptions: [] }, stamp),
    );
  });
  await batch.commit();
  const entries = busyCalendar({
    prefix: SERVICE_ID,
    serviceId: SERVICE_ID,
    call: CALL,
    otherServiceId: OTHER_SERVICE_ID,
    hostIds: HOST_IDS,
    agencyTimeZone,
    // From the agency's day before the visitor's first, a day either side of the range.
    firstDate: addDays(localDate(zonedBoundary(from, "00:00", VISITOR_ZONE), agencyTimeZone), -1),
    days: AVAILABILITY_DAYS + 2,
    now: Date.now(),
    count,
    perDayMax: 7,
  });
  await writeBusy(db, entries);
  return [
    ...[SERVICE_ID, OTHER_SERVICE_ID].flatMap((id) => [
      `${registry.services.name}/${id}`,
      `${registry.serviceCalls.name}/${id}`,
    ]),
    ...HOST_IDS.map((id) => `${registry.hosts.name}/${id}`),
    ...entries.map(({ id }) => `${registry.busy.name}/${id}`),
  ];
}

/** `requests` GETs of the whole range, one after the other, after `warmUp` untimed ones. */
export async function measureAvailability(requests = 60, warmUp = 5): Promise<AvailabilityLoad> {
  Object.assign(process.env, emulatorEnv());
  const db = adminDb();
  const agencyTimeZone = await agencyZone(db);
  const from = addDays(localDate(Date.now(), VISITOR_ZONE), 1);
  const to = addDays(from, AVAILABILITY_DAYS - 1);
  const written = await writeCalendar(db, agencyTimeZone, from, AVAILABILITY_BOOKINGS);
  try {
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
    await deleteDocuments(db, written);
  }
}
