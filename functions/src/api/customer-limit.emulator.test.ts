/**
 * One customer cannot take a service's calendar, on the emulators: the service's limit of
 * upcoming calls per customer (2 when the settings do not say) refused with 409 problem+json and
 * nothing written, held against a burst of concurrent bookings by one customer; and holds
 * counted per /64 for IPv6 client addresses, however the address rotates inside it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, collectionCounts, createAccount, idToken } from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { clearClientLimits } from "../../../tests/support/client-limits.ts";
import { removeCallData } from "../../../tests/support/calls.ts";
import { closeInProcess, serveInProcess } from "../../../tests/support/in-process.ts";
import { limitMessage, RATE_LIMITS } from "../shared/limits";
import { registry, SCHEDULING_SETTINGS } from "../shared/registry";
import { readBooking, readSchedulingSettings } from "../shared/scheduling/documents";
import { everyDay, type ServiceCall } from "../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../shared/scheduling/zones";
import { createApp } from "./app";
import { PRODUCTION_TRUST } from "./client-address";

const run = randomUUID().slice(0, 6);
const HOST = `cl-host-${run}`;
/** Settings stored before the limit existed (no maxUpcomingPerCustomer): 2. */
const OLD = `cl-old-${run}`;
/** A limit of 3. */
const THREE = `cl-three-${run}`;
/** Holds only. */
const HOLDS = `cl-holds-${run}`;
const SERVICES = [OLD, THREE, HOLDS];

const settings = (extra: Partial<ServiceCall> = {}) => ({
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 30,
  dailyCapPerHost: 50,
  stepMinutes: 30,
  cancelCutoffHours: 0,
  hostIds: [HOST],
  ...extra,
});

const db = () => adminDb();
let zone = "Europe/Berlin";
const tokens = { customer: "", other: "" };
let customerUid = "";

beforeAll(async () => {
  const stored = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(stored.id, stored.data()).timeZone;
  const batch = db().batch();
  for (const id of SERVICES) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Limit test ${id}`,
      des: "A service of the limit tests.",
      img: "/images/services/seo.svg",
      bannerh: "Limit test",
      bannerP: "Limit test",
      des1: [],
      createdAt: new Date(),
    });
  }
  const allDay = everyDay([{ start: "00:00", end: "24:00" }]);
  batch.set(
    db().collection(registry.hosts.name).doc(HOST),
    registry.hosts.write({ name: "Limit Host", weekly: allDay, exceptions: [] }, new Date()),
  );
  batch.set(db().collection(registry.serviceCalls.name).doc(OLD), settings());
  batch.set(
    db().collection(registry.serviceCalls.name).doc(THREE),
    settings({ maxUpcomingPerCustomer: 3 }),
  );
  batch.set(db().collection(registry.serviceCalls.name).doc(HOLDS), settings());
  await batch.commit();
  const [customer, other] = await Promise.all([
    createAccount("cl-customer"),
    createAccount("cl-other"),
  ]);
  customerUid = customer.uid;
  [tokens.customer, tokens.other] = await Promise.all([idToken(customer), idToken(other)]);
});

afterAll(async () => {
  await removeCallData(db(), { services: SERVICES, hosts: [HOST] });
  await clearClientLimits();
  await closeInProcess();
});

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const book = (token: string, serviceId: string, start: number) =>
  api("/bookings", {
    token,
    body: { serviceId, start: new Date(start).toISOString(), timeZone: "Europe/London" },
  });

function expectLimit(res: ApiResponse, count: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect((res.body as { detail: string }).detail).toBe(
    `You have ${count} upcoming calls for this service, the most one customer can book: move or cancel one of them to book another`,
  );
}

async function upcomingOf(serviceId: string): Promise<string[]> {
  const found = await db().collection("bookings").where("uid", "==", customerUid).get();
  return found.docs
    .map((doc) => readBooking(doc.id, doc.data()))
    .filter((booking) => booking.serviceId === serviceId && booking.status === "booked")
    .map((booking) => booking.id)
    .sort();
}

describe("upcoming calls per customer", () => {
  it("refuses a third call when the settings do not say (2), writing nothing, until one is cancelled", async () => {
    const first = await book(tokens.customer, OLD, at(2, "09:00"));
    const second = await book(tokens.customer, OLD, at(3, "09:00"));
    expect([first.status, second.status]).toEqual([201, 201]);
    const before = await collectionCounts();
    expectLimit(await book(tokens.customer, OLD, at(4, "09:00")), 2);
    expect(await collectionCounts()).toEqual(before);
    // Another customer, and this customer on another service, are not affected.
    expect((await book(tokens.other, OLD, at(4, "09:00"))).status).toBe(201);
    expect((await book(tokens.customer, THREE, at(4, "10:00"))).status).toBe(201);
    // A cancelled call no longer counts.
    const id = (first.body as { insertedId: string }).insertedId;
    const cancelled = await api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await book(tokens.customer, OLD, at(5, "09:00"))).status).toBe(201);
  });

  it("gives one of 5 simultaneous bookings to a customer one call under the limit", async () => {
    // The customer has one call of THREE from the test before; one more leaves one place.
    expect((await book(tokens.customer, THREE, at(6, "10:00"))).status).toBe(201);
    const answers = await Promise.all(
      [10, 11, 12, 13, 14].map((hour) => book(tokens.customer, THREE, at(7, `${hour}:00`))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses, JSON.stringify(answers.map((res) => res.body))).toEqual([
      201, 409, 409, 409, 409,
    ]);
    for (const res of answers.filter((answer) => answer.status === 409)) expectLimit(res, 3);
    expect(await upcomingOf(THREE)).toHaveLength(3);
  });
});

describe("holds from IPv6 addresses", () => {
  let base = "";
  beforeAll(async () => {
    await clearClientLimits();
    base = await serveInProcess(createApp({ addressTrust: PRODUCTION_TRUST }));
  });

  const hold = (start: number, address: string) =>
    api("/holds", {
      base,
      headers: { "x-forwarded-for": address },
      body: { serviceId: HOLDS, start: new Date(start).toISOString(), timeZone: "UTC" },
    });

  it("counts a rotating address inside one /64 as one client, and another /64 as another", async () => {
    const limit = RATE_LIMITS.holdsPerHourPerClient;
    const statuses: number[] = [];
    for (let n = 0; n <= limit; n += 1) {
      // Each hold another address of 2001:db8:4:7::/64 (written several ways), another time.
      const suffix = (n + 1).toString(16);
      const address =
        n % 3 === 0
          ? `2001:db8:4:7:${suffix}::${suffix}`
          : n % 3 === 1
            ? `2001:0DB8:0004:0007:0:0:${suffix}:1`
            : `2001:db8:4:7:ffff:${suffix}:0:1`;
      statuses.push(
        (await hold(at(10 + Math.floor(n / 24), "00:00") + (n % 24) * 3_600_000, address)).status,
      );
    }
    expect(statuses.slice(0, limit)).toEqual(Array<number>(limit).fill(201));
    const refused = await hold(at(12, "12:00"), "2001:db8:4:7:1234:5678:9abc:def0");
    expect(refused.status).toBe(429);
    expect((refused.body as { detail: string }).detail).toBe(limitMessage("holds", limit));
    expect(statuses[limit]).toBe(429);
    // The next /64 is another client.
    expect((await hold(at(12, "13:00"), "2001:db8:4:8::1")).status).toBe(201);
  });
});
