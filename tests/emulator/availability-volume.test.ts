/**
 * Free times at volume: 5,000 calls and holds of 10 hosts over 62 days (two services, daily caps
 * reached, and unswept expired holds filling more than a page of one host's busy time), for a
 * service two of the hosts take. The server's busy time (busyAround), availability() and GET
 * /availability, and the picker's live busy time (web/src/features/booking/busy.ts, through the
 * web SDK and the rules) give exactly what computeSlots gives on all of them.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST, PORTS, PROJECT_ID } from "../../scripts/lib/config.ts";
import {
  busyCalendar,
  CALENDAR_HOURS,
  deleteDocuments,
  writeCalendar,
  type CalendarEntry,
} from "../../scripts/lib/busy-calendar.ts";
import { adminDb } from "../support/admin.ts";
import { api } from "../support/api.ts";
import { watchBusy, type BusyAnswer } from "../../web/src/features/booking/busy.ts";
import {
  availability,
  busyAround,
  callContext,
} from "../../functions/src/server/bookings/context.ts";
import {
  BUSY_QUERY_LIMIT,
  registry,
  SCHEDULING_SETTINGS,
} from "../../functions/src/shared/registry.ts";
import { busyWindow } from "../../functions/src/shared/scheduling/bounds.ts";
import { readSchedulingSettings } from "../../functions/src/shared/scheduling/documents.ts";
import { everyDay, type ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { computeSlots, type SlotQuery } from "../../functions/src/shared/scheduling/slots.ts";
import { addDays, localDate, zonedBoundary } from "../../functions/src/shared/scheduling/zones.ts";

const run = randomUUID().slice(0, 6);
const SERVICE = `vol-calls-${run}`;
const OTHER = `vol-other-${run}`;
const HOST_IDS = Array.from({ length: 10 }, (_, n) => `vol-host-${run}-${String(n)}`);
const VISITOR_ZONE = "Asia/Kolkata";
const DAYS = 62;
const COUNT = 5000;

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
  hostIds: HOST_IDS.slice(0, 2),
};
const hosts = HOST_IDS.map((id) => ({
  id,
  name: id,
  weekly: everyDay([CALENDAR_HOURS]),
  exceptions: [],
}));

const db = () => adminDb();
let zone = "Europe/Berlin";
let entries: CalendarEntry[] = [];
let expected: SlotQuery;
const from = addDays(localDate(Date.now(), VISITOR_ZONE), 1);
const to = addDays(from, DAYS - 1);
let web: FirebaseApp | undefined;
/** The web SDK's Firestore, as the picker reads it (rules included). */
function webDb() {
  if (!web) throw new Error("The web app is not set up");
  return getFirestore(web);
}

const paths = () => [
  ...[SERVICE, OTHER].flatMap((id) => [`services/${id}`, `serviceCalls/${id}`]),
  ...HOST_IDS.map((id) => `hosts/${id}`),
  ...entries.map(({ id }) => `busy/${id}`),
];

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const now = Date.now();
  const batch = db().batch();
  for (const id of [SERVICE, OTHER]) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Volume test ${id}`,
      des: "A service of the availability test at volume.",
      img: "/images/services/seo.svg",
      bannerh: "Volume test",
      bannerP: "Volume test",
      des1: [],
      createdAt: new Date(),
    });
  }
  batch.set(db().collection(registry.serviceCalls.name).doc(SERVICE), CALL);
  batch.set(db().collection(registry.serviceCalls.name).doc(OTHER), { ...CALL, enabled: false });
  for (const host of hosts) {
    batch.set(
      db().collection(registry.hosts.name).doc(host.id),
      registry.hosts.write(host, new Date()),
    );
  }
  await batch.commit();
  // From the agency's day before the visitor's first to the one after their last.
  const firstDate = addDays(localDate(zonedBoundary(from, "00:00", VISITOR_ZONE), zone), -1);
  entries = busyCalendar({
    prefix: `vol-${run}`,
    serviceId: SERVICE,
    call: CALL,
    otherServiceId: OTHER,
    hostIds: HOST_IDS,
    agencyTimeZone: zone,
    firstDate,
    days: DAYS + 2,
    now,
    count: COUNT,
    perDayMax: 7,
  });
  await writeCalendar(db(), entries);
  expected = {
    agencyTimeZone: zone,
    call: CALL,
    hosts,
    busy: entries,
    now,
    from,
    to,
    timeZone: VISITOR_ZONE,
  };
  web = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, `volume-${run}`);
  connectFirestoreEmulator(webDb(), HOST, PORTS.firestore);
}, 120_000);

afterAll(async () => {
  if (web) await deleteApp(web);
  await deleteDocuments(db(), paths());
}, 120_000);

const byDay = (slots: readonly { start: number | string }[]) => {
  const days = new Map<string, string[]>();
  for (const { start } of slots) {
    const instant = typeof start === "string" ? Date.parse(start) : start;
    const date = localDate(instant, VISITOR_ZONE);
    days.set(date, [...(days.get(date) ?? []), new Date(instant).toISOString()]);
  }
  return days;
};

/** The busy window of the visitor's 62 days, and the service's hosts' entries in it. */
function busyInWindow() {
  const range = busyWindow(
    zonedBoundary(from, "00:00", VISITOR_ZONE),
    zonedBoundary(addDays(to, 1), "00:00", VISITOR_ZONE),
    zone,
  );
  const ids = entries
    .filter(({ hostId }) => CALL.hostIds.includes(hostId))
    .filter(({ busyStart }) => busyStart >= range.start && busyStart < range.end)
    .map(({ id }) => id)
    .sort();
  return { range, ids };
}

const sortedIds = (intervals: readonly { id: string }[]) => intervals.map(({ id }) => id).sort();

describe("free times at volume", () => {
  it("is a calendar that fills more than a page of a host and reaches the daily caps", () => {
    expect(entries).toHaveLength(COUNT);
    const { range, ids } = busyInWindow();
    const first = entries.filter(
      ({ hostId, busyStart }) =>
        hostId === HOST_IDS[0] && busyStart >= range.start && busyStart < range.end,
    );
    expect(first.length).toBeGreaterThan(BUSY_QUERY_LIMIT);
    expect(ids.length).toBeGreaterThan(first.length);
    // Some host-days at the cap, some not: the slots differ from a calendar without caps.
    const uncapped = { ...expected, call: { ...CALL, dailyCapPerHost: 50 } };
    expect(computeSlots(uncapped).length).toBeGreaterThan(computeSlots(expected).length);
    expect(computeSlots({ ...expected, busy: [] }).length).toBeGreaterThan(
      computeSlots(uncapped).length,
    );
  });

  it("the server reads every busy interval of the service's hosts in the window", async () => {
    const { range, ids } = busyInWindow();
    const context = await callContext(db(), SERVICE);
    const start = zonedBoundary(from, "00:00", VISITOR_ZONE);
    const end = zonedBoundary(addDays(to, 1), "00:00", VISITOR_ZONE);
    expect(busyWindow(start, end, zone)).toEqual(range);
    expect(sortedIds(await busyAround(db(), context, start, end))).toEqual(ids);
  });

  it("availability() gives computeSlots' times", async () => {
    const found = await availability(
      db(),
      { serviceId: SERVICE, from, to, timeZone: VISITOR_ZONE },
      { now: expected.now },
    );
    const want = computeSlots(expected).map(({ start, end }) => ({ start, end }));
    expect(found.slots.length - want.length).toBe(0);
    expect(found.slots).toEqual(want);
  });

  it("GET /availability gives computeSlots' times on every day of the 62", async () => {
    const query = new URLSearchParams({ serviceId: SERVICE, from, to, timeZone: VISITOR_ZONE });
    const res = await api(`/availability?${query.toString()}`);
    expect(res.status).toBe(200);
    const { slots } = res.body as { slots: { start: string; end: string }[] };
    const want = computeSlots(expected);
    expect(want.length).toBeGreaterThan(500);
    const got = byDay(slots);
    const wanted = byDay(want);
    expect([...got.keys()]).toEqual([...wanted.keys()]);
    for (const [date, starts] of wanted) expect(got.get(date), date).toEqual(starts);
    expect(slots.map(({ end }) => Date.parse(end))).toEqual(want.map(({ end }) => end));
  });

  it("the picker's busy time gives computeSlots' times, hosts included", async () => {
    const { range, ids } = busyInWindow();
    const answer = await new Promise<BusyAnswer>((resolve) => {
      const stop = watchBusy(webDb(), CALL.hostIds, range, (found) => {
        if (found.fromCache) return;
        stop();
        resolve(found);
      });
    });
    expect(sortedIds(answer.intervals)).toEqual(ids);
    expect(computeSlots({ ...expected, busy: answer.intervals })).toEqual(computeSlots(expected));
  });
});
