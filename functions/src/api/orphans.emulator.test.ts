/**
 * Changes of hours and hosts never orphan calls silently, on the emulators: PUT /hosts/{id} and
 * PUT /service-calls/{id} save the change and answer exactly the upcoming calls it leaves outside
 * their host's hours or with a host no longer on their service; an admin keeps one as it is
 * (POST /bookings/{id}/keep), and a moved call is one like any other again.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, collectionCounts, createAccount, idToken } from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { callSettings, removeCallData } from "../../../tests/support/calls.ts";
import { registry, SCHEDULING_SETTINGS } from "../shared/registry";
import { readBooking, readSchedulingSettings } from "../shared/scheduling/documents";
import { everyDay, type HostEdit, type ServiceCall } from "../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../shared/scheduling/zones";

const run = randomUUID().slice(0, 6);
const ADA = `or-ada-${run}`;
const BO = `or-bo-${run}`;
/** Ada's service, and Bo's. */
const SOLO = `or-solo-${run}`;
const DUO = `or-duo-${run}`;
const SERVICES = [SOLO, DUO];
const ALL_DAY = everyDay([{ start: "00:00", end: "24:00" }]);

const settings = (hostIds: string[]): ServiceCall => callSettings(hostIds);

const db = () => adminDb();
let zone = "Europe/Berlin";
const tokens = { customer: "", admin: "" };
/** The calls booked in beforeAll, by name. */
const ids = { morning: "", evening: "", dayOff: "", bo: "", cancelled: "" };

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();

async function book(serviceId: string, start: number): Promise<string> {
  const res = await api("/bookings", {
    token: tokens.customer,
    body: { serviceId, start: iso(start), timeZone: "Europe/London" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { insertedId: string }).insertedId;
}

const putHost = (id: string, edit: Pick<HostEdit, "weekly" | "exceptions">) =>
  api(`/hosts/${id}`, {
    method: "PUT",
    token: tokens.admin,
    body: { ...edit, email: `${id}@agency.test`, uid: null },
  });

const putCall = (serviceId: string, hostIds: string[]) =>
  api(`/service-calls/${serviceId}`, {
    method: "PUT",
    token: tokens.admin,
    body: settings(hostIds),
  });

/** The answer's orphaned calls as [name, reason], by start. */
function orphans(res: ApiResponse): [string, string][] {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const list = (res.body as { orphanedCalls: { _id: string; reason: string }[] }).orphanedCalls;
  return list.map(({ _id, reason }) => [names.get(_id) ?? _id, reason]);
}

beforeAll(async () => {
  const stored = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(stored.id, stored.data()).timeZone;
  const batch = db().batch();
  for (const [id, name] of [
    [ADA, "Ada Orphan"],
    [BO, "Bo Orphan"],
  ] as const) {
    batch.set(
      db().collection(registry.team.name).doc(id),
      registry.team.write({
        input: { name, role: "Call Lead", img: "/images/team/maya-chen.svg" },
        order: 20_000,
      }),
    );
    batch.set(
      db().collection(registry.hosts.name).doc(id),
      registry.hosts.write({ name, weekly: ALL_DAY, exceptions: [] }, new Date()),
    );
  }
  for (const id of SERVICES) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Orphan test ${id}`,
      des: "A service of the orphan tests.",
      img: "/images/services/seo.svg",
      bannerh: "Orphan test",
      bannerP: "Orphan test",
      des1: [],
      createdAt: new Date(),
    });
  }
  batch.set(db().collection(registry.serviceCalls.name).doc(SOLO), settings([ADA]));
  batch.set(db().collection(registry.serviceCalls.name).doc(DUO), settings([BO]));
  await batch.commit();
  const [customer, admin] = await Promise.all([
    createAccount("or-customer"),
    createAccount("or-admin", { admin: true }),
  ]);
  [tokens.customer, tokens.admin] = await Promise.all([idToken(customer), idToken(admin)]);
  ids.morning = await book(SOLO, at(3, "09:00"));
  ids.evening = await book(SOLO, at(3, "16:30"));
  ids.dayOff = await book(SOLO, at(4, "12:00"));
  ids.bo = await book(DUO, at(3, "08:00"));
  ids.cancelled = await book(SOLO, at(5, "07:00"));
  const cancelled = await api(`/bookings/${ids.cancelled}`, {
    method: "DELETE",
    token: tokens.customer,
  });
  expect(cancelled.status).toBe(200);
});

afterAll(async () => {
  await removeCallData(db(), { services: SERVICES, hosts: [ADA, BO] });
});

const NINE_TO_FIVE = everyDay([{ start: "09:00", end: "17:00" }]);

describe("saving a host's hours", () => {
  it("saves the hours and answers the host's upcoming calls now outside them, exactly", async () => {
    const dayOff = { date: localDate(at(4, "12:00"), zone), ranges: [] };
    // 09:00 and 16:30-17:00 are inside 09:00-17:00; the day off is not; Bo's call is Bo's.
    const first = await putHost(ADA, { weekly: NINE_TO_FIVE, exceptions: [dayOff] });
    expect(orphans(first)).toEqual([["dayOff", "outside-hours"]]);
    const listed = (first.body as { orphanedCalls: Record<string, unknown>[] }).orphanedCalls[0];
    expect(listed).toMatchObject({
      _id: ids.dayOff,
      serviceId: SOLO,
      start: iso(at(4, "12:00")),
      end: iso(at(4, "12:30")),
      host: { id: ADA, name: "Ada Orphan" },
      status: "booked",
      reason: "outside-hours",
    });
    const host = await db().collection("hosts").doc(ADA).get();
    expect(host.get("weekly")).toEqual(NINE_TO_FIVE);

    const shorter = await putHost(ADA, {
      weekly: everyDay([{ start: "10:00", end: "16:00" }]),
      exceptions: [],
    });
    expect(orphans(shorter)).toEqual([
      ["morning", "outside-hours"],
      ["evening", "outside-hours"],
    ]);
  });
});

describe("saving a service's hosts", () => {
  it("answers the service's upcoming calls whose host left it, and those outside hours", async () => {
    expect(orphans(await putCall(DUO, [BO]))).toEqual([]);
    expect(orphans(await putCall(DUO, [ADA]))).toEqual([["bo", "host-not-on-service"]]);
    expect((await db().collection("serviceCalls").doc(DUO).get()).get("hostIds")).toEqual([ADA]);
    // Ada's hours are 10:00-16:00 now.
    expect(orphans(await putCall(SOLO, [ADA]))).toEqual([
      ["morning", "outside-hours"],
      ["evening", "outside-hours"],
    ]);
  });
});

describe("keeping a call as it is, or moving it", () => {
  it("keeps a marked call for its host and start, and refuses anything else, writing nothing", async () => {
    const keep = (id: string, token = tokens.admin) =>
      api(`/bookings/${id}/keep`, { method: "POST", token, body: {} });
    const before = await collectionCounts();
    const refusals = [
      [await keep(ids.morning, tokens.customer), 403],
      [await keep(ids.dayOff), 409], // inside Ada's hours again (no exception now)
      [await keep(ids.cancelled), 409],
      [await keep(`missing-${run}`), 404],
    ] as const;
    for (const [res, status] of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
    expect(await collectionCounts()).toEqual(before);
    const dayOff = readBooking(
      ids.dayOff,
      (await db().collection("bookings").doc(ids.dayOff).get()).data(),
    );
    expect(dayOff.keptOutsideHours).toBeNull();

    const kept = await keep(ids.morning);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({
      _id: ids.morning,
      keptOutsideHours: { hostId: ADA, start: iso(at(3, "09:00")) },
    });
    expect(orphans(await putCall(SOLO, [ADA]))).toEqual([["evening", "outside-hours"]]);
  });

  it("a call moved inside the hours is no longer listed; kept, then moved outside, it is again", async () => {
    const move = (id: string, start: number) =>
      api(`/bookings/${id}`, { method: "PATCH", token: tokens.admin, body: { start: iso(start) } });
    expect((await move(ids.evening, at(3, "12:00"))).status).toBe(200);
    expect(orphans(await putCall(SOLO, [ADA]))).toEqual([]);
    // Ada takes calls all day again, the kept call moves to 08:00, and the hours shrink again.
    await putHost(ADA, { weekly: ALL_DAY, exceptions: [] });
    expect((await move(ids.morning, at(3, "08:00"))).status).toBe(200);
    const back = await putHost(ADA, {
      weekly: everyDay([{ start: "10:00", end: "16:00" }]),
      exceptions: [],
    });
    expect(orphans(back)).toEqual([["morning", "outside-hours"]]);
  });
});
