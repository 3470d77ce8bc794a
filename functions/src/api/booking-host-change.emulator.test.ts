/**
 * Moving a call when its host is busy at the new time, through the REST API and the bookings
 * trigger on the emulators: the call goes to the free host only then, the former host's calendar
 * gets a cancellation (METHOD:CANCEL, the call's UID) and the new host's the invite (REQUEST, the
 * same UID), in the trigger's one run, and the customer's email and invite name the new host. A
 * call whose host is free keeps it. Admins may name the host; customers may not. A host without a
 * readable address never stops the customer's emails. The suite has hosts and services of its own
 * (every day 00:00-24:00 in the agency's zone, so it runs at any hour) and removes them after.
 */
import { randomUUID } from "node:crypto";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, createAccount, idToken, type TestAccount } from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { callSettings, removeCallData } from "../../../tests/support/calls.ts";
import { registry, SCHEDULING_SETTINGS } from "../shared/registry";
import { readBooking, readSchedulingSettings } from "../shared/scheduling/documents";
import { everyDay, type ServiceCall } from "../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../shared/scheduling/zones";

const run = randomUUID().slice(0, 6);
/** A sorts before B: of two hosts with as many calls that day, a new call goes to A. */
const A = `hc-a-${run}`;
const B = `hc-b-${run}`;
/** A host whose contact holds no readable address. */
const C = `hc-c-${run}`;
const NAMES = { [A]: "Ada Host", [B]: "Bea Host", [C]: "Cy Host" };
/** Calls with A or B; calls with A only; calls with C only. */
const BOTH = `hc-both-${run}`;
const ONLY_A = `hc-only-a-${run}`;
const ONLY_C = `hc-only-c-${run}`;
const SERVICES = [BOTH, ONLY_A, ONLY_C];

const call = (hostIds: string[]): ServiceCall => callSettings(hostIds);

let zone = "Europe/Berlin";
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;
const tokens = { customer: "", other: "", admin: "" };
const db = () => adminDb();
const address = (hostId: string) => `${hostId}@agency.test`;

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const batch = db().batch();
  for (const id of SERVICES) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Host change test ${id}`,
      des: "A service of the host change tests.",
      img: "/images/services/seo.svg",
      bannerh: "Host change test",
      bannerP: "Host change test",
      des1: [],
      createdAt: new Date(),
    });
  }
  for (const id of [A, B, C]) {
    batch.set(
      db().collection(registry.hosts.name).doc(id),
      registry.hosts.write(
        {
          name: NAMES[id] ?? id,
          weekly: everyDay([{ start: "00:00", end: "24:00" }]),
          exceptions: [],
        },
        new Date(),
      ),
    );
  }
  for (const id of [A, B]) {
    batch.set(
      db().collection(registry.hostContacts.name).doc(id),
      registry.hostContacts.write({ email: address(id), uid: null }, new Date()),
    );
  }
  // Not an address (written past the API, as an old or hand-made document may be).
  batch.set(db().collection(registry.hostContacts.name).doc(C), {
    email: "not an address",
    uid: null,
  });
  batch.set(db().collection(registry.serviceCalls.name).doc(BOTH), call([A, B]));
  batch.set(db().collection(registry.serviceCalls.name).doc(ONLY_A), call([A]));
  batch.set(db().collection(registry.serviceCalls.name).doc(ONLY_C), call([C]));
  await batch.commit();
  [customer, other, admin] = await Promise.all([
    createAccount("hc-customer"),
    createAccount("hc-other"),
    createAccount("hc-admin", { admin: true }),
  ]);
  [tokens.customer, tokens.other, tokens.admin] = await Promise.all([
    idToken(customer),
    idToken(other),
    idToken(admin),
  ]);
});

afterAll(async () => {
  await removeCallData(db(), { services: SERVICES, hosts: [A, B, C] });
});

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();

async function book(token: string, serviceId: string, start: number): Promise<string> {
  const res = await api("/bookings", {
    token,
    body: { serviceId, start: iso(start), timeZone: "Europe/Berlin" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { insertedId: string }).insertedId;
}

const move = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/bookings/${id}`, { method: "PATCH", token, body });

async function stored(id: string) {
  const snapshot = await db().collection("bookings").doc(id).get();
  return readBooking(snapshot.id, snapshot.data());
}

function expectProblem(res: ApiResponse, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, detail: expect.any(String) as string });
}

/** How long the bookings trigger may take to queue a change's emails in the emulator. */
const TRIGGER_MS = 15_000;

/**
 * The emails of booking `id` once those under `keys` are all queued: every key, in order (the
 * trigger queues a change's emails in one run, so once its last one is there, the run is over).
 */
async function mailsOf(id: string, keys: string[]) {
  const read = async () => (await db().collection("mail").where("bookingId", "==", id).get()).docs;
  await expect
    .poll(
      async () => {
        const ids = new Set((await read()).map((doc) => doc.id));
        return keys.every((key) => ids.has(key));
      },
      { timeout: TRIGGER_MS, interval: 100 },
    )
    .toBe(true);
  const docs = await read();
  return new Map(docs.map((doc) => [doc.id, doc]));
}

/** The invite attached to a queued email, parsed. */
function inviteOf(mail: DocumentSnapshot | undefined) {
  const attachment = (
    (mail?.get("message.attachments") ?? []) as { content: string; contentType: string }[]
  )[0];
  const calendar = new ICAL.Component(ICAL.parse(attachment?.content ?? "") as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent");
  return {
    to: mail?.get("to") as string,
    contentType: attachment?.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: event?.getFirstPropertyValue("uid"),
    sequence: event?.getFirstPropertyValue("sequence"),
    summary: String(event?.getFirstPropertyValue("summary")),
    attendees: (event?.getAllProperties("attendee") ?? []).map((p) =>
      String(p.getFirstValue()).toLowerCase(),
    ),
    start: (event?.getFirstPropertyValue("dtstart") as InstanceType<typeof ICAL.Time>)
      .toJSDate()
      .getTime(),
  };
}

describe("a move onto a time when the call's host is busy", () => {
  it("gives the call to the free host: a CANCEL to the former host, a REQUEST to the new one, one UID", async () => {
    const id = await book(tokens.customer, BOTH, at(5, "10:00"));
    expect((await stored(id)).hostId).toBe(A);
    // A is busy at 14:00 with a call of another service.
    await book(tokens.other, ONLY_A, at(5, "14:00"));
    const booked = await mailsOf(id, [`booking-${id}-0-confirmed`]);
    const uid = inviteOf(booked.get(`booking-${id}-0-confirmed`)).uid;

    const res = await move(tokens.customer, id, { start: iso(at(5, "14:00")) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ host: { id: B, name: NAMES[B] }, sequence: 1 });
    expect(await stored(id)).toMatchObject({ hostId: B, hostName: NAMES[B] });

    const keys = [
      `booking-${id}-1-moved`,
      `booking-${id}-1-host-released`,
      `booking-${id}-1-host-assigned`,
    ];
    const mails = await mailsOf(id, keys);
    expect([...mails.keys()].sort()).toEqual(
      [`booking-${id}-0-confirmed`, `booking-${id}-0-host-confirmed`, ...keys].sort(),
    );
    const released = inviteOf(mails.get(`booking-${id}-1-host-released`));
    expect(released).toMatchObject({
      to: address(A),
      contentType: "text/calendar; method=CANCEL",
      method: "CANCEL",
      uid,
      sequence: 1,
      start: at(5, "10:00"),
    });
    const assigned = inviteOf(mails.get(`booking-${id}-1-host-assigned`));
    expect(assigned).toMatchObject({ to: address(B), method: "REQUEST", uid, sequence: 1 });
    expect(assigned.start).toBe(at(5, "14:00"));
    const theirs = inviteOf(mails.get(`booking-${id}-1-moved`));
    expect(theirs).toMatchObject({ to: customer.email, method: "REQUEST", uid, sequence: 1 });
    expect(theirs.summary).toContain(NAMES[B]);
    expect(theirs.attendees).toContain(`mailto:${address(B)}`);
    expect(theirs.attendees).not.toContain(`mailto:${address(A)}`);
    const text = mails.get(`booking-${id}-1-moved`)?.get("message.text") as string;
    expect(text).toContain(`with ${NAMES[B]} has moved`);
  });

  it("keeps the host when that host is free then, even with more calls that day", async () => {
    const id = await book(tokens.customer, BOTH, at(6, "10:00"));
    expect((await stored(id)).hostId).toBe(A);
    await book(tokens.other, ONLY_A, at(6, "12:00"));
    const res = await move(tokens.customer, id, { start: iso(at(6, "15:00")) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(id)).hostId).toBe(A);
    const keys = [`booking-${id}-1-moved`, `booking-${id}-1-host-moved`];
    const mails = await mailsOf(id, keys);
    expect([...mails.keys()].filter((key) => key.includes("-1-")).sort()).toEqual(keys.sort());
    expect(inviteOf(mails.get(`booking-${id}-1-host-moved`)).to).toBe(address(A));
  });
});

describe("naming the host of a move", () => {
  it("lets an admin give the call to another host; the former one's calendar is cancelled", async () => {
    const id = await book(tokens.customer, BOTH, at(7, "10:00"));
    expect((await stored(id)).hostId).toBe(A);
    const res = await move(tokens.admin, id, { start: iso(at(7, "11:00")), hostId: B });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(id)).toMatchObject({ hostId: B, sequence: 1 });
    const mails = await mailsOf(id, [
      `booking-${id}-1-moved`,
      `booking-${id}-1-host-released`,
      `booking-${id}-1-host-assigned`,
    ]);
    expect(inviteOf(mails.get(`booking-${id}-1-host-released`))).toMatchObject({
      to: address(A),
      method: "CANCEL",
    });
  });

  it("refuses it from a customer, a host not of the service, and a host busy then; nothing written", async () => {
    const id = await book(tokens.customer, BOTH, at(8, "10:00"));
    await book(tokens.other, ONLY_A, at(8, "14:00"));
    const start = iso(at(8, "11:00"));
    expectProblem(await move(tokens.customer, id, { start, hostId: B }), 403);
    expectProblem(await move(tokens.admin, id, { start, hostId: C }), 400);
    expectProblem(await move(tokens.admin, id, { start: iso(at(8, "14:00")), hostId: A }), 409);
    expectProblem(await move(tokens.admin, id, { start, hostId: "not a host id!" }), 400);
    expect(await stored(id)).toMatchObject({
      hostId: A,
      sequence: 0,
      start: new Date(at(8, "10:00")),
    });
  });
});

describe("a host without a readable address", () => {
  it("never stops the customer's emails: booked, moved and cancelled, the host left out of the invite", async () => {
    const id = await book(tokens.customer, ONLY_C, at(9, "10:00"));
    const confirmed = await mailsOf(id, [`booking-${id}-0-confirmed`]);
    expect(inviteOf(confirmed.get(`booking-${id}-0-confirmed`)).attendees).toEqual([
      `mailto:${customer.email}`,
    ]);
    expect((await move(tokens.customer, id, { start: iso(at(9, "11:00")) })).status).toBe(200);
    await mailsOf(id, [`booking-${id}-1-moved`]);
    const cancel = await api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer });
    expect(cancel.body).toMatchObject({ deletedCount: 1 });
    const mails = await mailsOf(id, [`booking-${id}-2-cancelled`]);
    expect(inviteOf(mails.get(`booking-${id}-2-cancelled`))).toMatchObject({
      to: customer.email,
      method: "CANCEL",
      attendees: [`mailto:${customer.email}`],
    });
    // Nothing to the host: no address to send it to.
    expect([...mails.keys()].filter((key) => key.includes("host"))).toEqual([]);
  });
});
