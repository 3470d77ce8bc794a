/**
 * Booking a call through the REST API on the Functions emulator: races for one slot and for
 * overlapping slots, holds, moves and cancellations with their invites, the reminders run twice,
 * and the refusals (each with its status, a problem+json body and nothing written). The suite
 * books with services and a host of its own (every day 00:00-24:00 in the agency's zone, so it
 * runs at any hour) and removes them afterwards.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  adminDb,
  collectionCounts,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { writtenEvent } from "../../../tests/support/events.ts";
import { onBookingWritten } from "../mail/handlers";
import { holdSlot, sweepExpiredHolds } from "../server/bookings/holds";
import { runBookingSchedule } from "../mail/booking-schedule";
import { registry, SCHEDULING_SETTINGS } from "../shared/registry";
import { readBooking, readSchedulingSettings } from "../shared/scheduling/documents";
import { everyDay, type ServiceCall } from "../shared/scheduling/model";
import { addDays, localDate, localTime, zonedInstant } from "../shared/scheduling/zones";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const run = randomUUID().slice(0, 6);
const HOST = `bk-host-${run}`;
/** 60-minute calls, and 30-minute calls of another service, both with HOST. */
const LONG = `bk-long-${run}`;
const SHORT = `bk-short-${run}`;
/** A service without calls. */
const NO_CALLS = `bk-none-${run}`;
const EVERY_DAY = everyDay([{ start: "00:00", end: "24:00" }]);

const call = (durationMinutes: number): ServiceCall => ({
  enabled: true,
  durationMinutes,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 30,
  dailyCapPerHost: 50,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: 10,
  hostIds: [HOST],
});

let zone = "Europe/Berlin";
let customer: TestAccount;
let other: TestAccount;
let unverified: TestAccount;
let admin: TestAccount;
const tokens = { customer: "", other: "", unverified: "", admin: "" };

const db = () => adminDb();

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const batch = db().batch();
  for (const id of [LONG, SHORT, NO_CALLS]) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Booking test ${id}`,
      des: "A service of the booking tests.",
      img: "/images/services/seo.svg",
      bannerh: "Booking test",
      bannerP: "Booking test",
      des1: [],
      createdAt: new Date(),
    });
  }
  batch.set(
    db().collection(registry.hosts.name).doc(HOST),
    registry.hosts.write({ name: "Test Host", weekly: EVERY_DAY, exceptions: [] }, new Date()),
  );
  batch.set(
    db().collection(registry.hostContacts.name).doc(HOST),
    registry.hostContacts.write({ email: `${HOST}@agency.test`, uid: null }, new Date()),
  );
  batch.set(db().collection(registry.serviceCalls.name).doc(LONG), call(60));
  batch.set(db().collection(registry.serviceCalls.name).doc(SHORT), call(30));
  await batch.commit();
  [customer, other, unverified, admin] = await Promise.all([
    createAccount("bk-customer"),
    createAccount("bk-other"),
    createAccount("bk-unverified", { verified: false }),
    createAccount("bk-admin", { admin: true }),
  ]);
  [tokens.customer, tokens.other, tokens.unverified, tokens.admin] = await Promise.all([
    idToken(customer),
    idToken(other),
    idToken(unverified),
    idToken(admin),
  ]);
});

afterAll(async () => {
  const writer = db().bulkWriter();
  const remove = async (collection: string, field: string, values: string[]) => {
    const found = await db().collection(collection).where(field, "in", values).get();
    for (const doc of found.docs) void writer.delete(doc.ref);
  };
  await Promise.all([
    remove("bookings", "serviceId", [LONG, SHORT]),
    remove("busy", "serviceId", [LONG, SHORT]),
    remove("holds", "serviceId", [LONG, SHORT]),
    remove("orders", "serviceId", [LONG, SHORT]),
    remove("occupancy", "hostId", [HOST]),
    remove("hostDays", "hostId", [HOST]),
  ]);
  for (const id of [LONG, SHORT, NO_CALLS]) {
    void writer.delete(db().collection("services").doc(id));
    void writer.delete(db().collection("serviceCalls").doc(id));
  }
  void writer.delete(db().collection("hosts").doc(HOST));
  void writer.delete(db().collection("hostContacts").doc(HOST));
  await writer.close();
});

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();

function book(
  token: string,
  serviceId: string,
  start: number,
  extra: Record<string, unknown> = {},
) {
  return api("/bookings", {
    token,
    body: { serviceId, start: iso(start), timeZone: "America/New_York", ...extra },
  });
}

async function storedBookings(filter: (b: ReturnType<typeof readBooking>) => boolean) {
  const snapshot = await db().collection("bookings").where("hostId", "==", HOST).get();
  return snapshot.docs.map((doc) => readBooking(doc.id, doc.data())).filter(filter);
}

function expectProblem(res: ApiResponse, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, detail: expect.any(String) as string });
}

const insertedId = (res: ApiResponse) => (res.body as { insertedId: string }).insertedId;

describe("racing for times", () => {
  it("gives one slot once: 20 simultaneous bookings, 1 created and 19 refused with 409", async () => {
    const start = at(2, "10:00");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(i % 2 === 0 ? tokens.customer : tokens.other, LONG, start),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expectProblem(res, 409);
    const stored = await storedBookings((b) => b.start?.getTime() === start);
    expect(stored.map((b) => b.id)).toEqual(
      answers.filter((r) => r.status === 201).map(insertedId),
    );
  });

  it("never overlaps: 20 simultaneous requests with different starts and lengths", async () => {
    // 10:00-11:00 and 10:30-11:30 (60 min), 09:30-10:00 and 10:30-11:00 (30 min), one host.
    const tries = [
      [LONG, at(3, "10:00")],
      [LONG, at(3, "10:30")],
      [SHORT, at(3, "09:30")],
      [SHORT, at(3, "10:30")],
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [serviceId, start] = tries[i % tries.length] ?? tries[0];
        return book(i % 2 === 0 ? tokens.customer : tokens.other, serviceId, start);
      }),
    );
    for (const res of answers) expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
    const created = answers
      .filter((res) => res.status === 201)
      .map(insertedId)
      .sort();
    const day = localDate(at(3, "12:00"), zone);
    const stored = await storedBookings(
      (b) =>
        b.status === "booked" && b.start !== null && localDate(b.start.getTime(), zone) === day,
    );
    expect(stored.map((b) => b.id).sort()).toEqual(created);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const spans = stored.map((b) => ({
      id: b.id,
      from: b.busyStart?.getTime() ?? NaN,
      to: b.busyEnd?.getTime() ?? NaN,
    }));
    for (const [i, a] of spans.entries()) {
      expect(a.from < a.to, `${a.id} has its busy times`).toBe(true);
      for (const b of spans.slice(i + 1)) {
        expect(a.from < b.to && b.from < a.to, `${a.id} and ${b.id} overlap`).toBe(false);
      }
    }
  });
});

describe("an Idempotency-Key", () => {
  const withKey = (key: string) => ({ headers: { "idempotency-key": key } });
  const keyed = (token: string, serviceId: string, start: number, key: string) =>
    api("/bookings", {
      token,
      ...withKey(key),
      body: { serviceId, start: iso(start), timeZone: "America/New_York" },
    });
  const ordersOf = async (uid: string) =>
    (await db().collection("orders").where("uid", "==", uid).get()).size;

  it("answers a retry with the first call, creating nothing more", async () => {
    const key = `retry-${run}`;
    const start = at(10, "10:00");
    const orders = await ordersOf(customer.uid);
    const first = await keyed(tokens.customer, LONG, start, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const ordersAfter = await ordersOf(customer.uid);
    // Again, and again with another time: the key names the first request's call.
    for (const retry of [start, at(10, "14:00")]) {
      const again = await keyed(tokens.customer, LONG, retry, key);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect((await storedBookings((b) => b.start?.getTime() === start)).length).toBe(1);
    expect((await storedBookings((b) => b.start?.getTime() === at(10, "14:00"))).length).toBe(0);
    expect(ordersAfter).toBeLessThanOrEqual(orders + 1);
    expect(await ordersOf(customer.uid)).toBe(ordersAfter);
    // Another account's key of the same text is its own.
    const theirs = await keyed(tokens.other, LONG, at(10, "14:00"), key);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(insertedId(theirs)).not.toBe(insertedId(first));
  });

  it("makes one call of 5 simultaneous requests with one key, each answered with it", async () => {
    const key = `burst-${run}`;
    const start = at(10, "16:00");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => keyed(tokens.customer, SHORT, start, key)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = [...new Set(answers.map(insertedId))];
    expect(ids).toHaveLength(1);
    const stored = await storedBookings((b) => b.start?.getTime() === start);
    expect(stored.map((b) => b.id)).toEqual(ids);
  });

  it("refuses a key of another shape, writing nothing", async () => {
    const before = await collectionCounts();
    const res = await keyed(tokens.customer, LONG, at(10, "12:00"), "not a key!");
    expectProblem(res, 400);
    expect(JSON.stringify(res.body)).toContain("headers.idempotency-key");
    expect(await collectionCounts()).toEqual(before);
  });
});

describe("holds", () => {
  it("a held time leaves the availability and blocks others; its token books it", async () => {
    const start = at(4, "14:00");
    const date = localDate(start, zone);
    const free = async () => {
      const res = await api(
        `/availability?serviceId=${LONG}&from=${date}&to=${date}&timeZone=${encodeURIComponent(zone)}`,
      );
      expect(res.status).toBe(200);
      return (res.body as { slots: { start: string }[] }).slots.map((slot) => slot.start);
    };
    expect(await free()).toContain(iso(start));
    const held = await api("/holds", {
      body: { serviceId: LONG, start: iso(start), timeZone: "Asia/Kolkata" },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const { holdToken, expiresAt } = held.body as { holdToken: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * MINUTE);
    expect(await free()).not.toContain(iso(start));
    // A 30-minute call inside the held hour is refused too.
    expectProblem(await book(tokens.other, SHORT, start + 30 * MINUTE), 409);
    expectProblem(await book(tokens.other, LONG, start), 409);
    const booked = await book(tokens.customer, LONG, start, { holdToken });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const holdId = (held.body as { holdId: string }).holdId;
    expect((await db().collection("holds").doc(holdId).get()).exists).toBe(false);
    expect((await db().collection("busy").doc(holdId).get()).exists).toBe(false);
  });

  it("a released hold frees the time at once", async () => {
    const start = at(4, "16:00");
    const held = await api("/holds", {
      body: { serviceId: LONG, start: iso(start), timeZone: "Europe/Berlin" },
    });
    const { holdToken } = held.body as { holdToken: string };
    const released = await api(`/holds/${holdToken}`, { method: "DELETE" });
    expect(released.body).toMatchObject({ deletedCount: 1 });
    const booked = await book(tokens.other, LONG, start);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it("an expired hold blocks nothing, is overwritten by a booking, and is swept", async () => {
    const start = at(5, "09:00");
    const past = Date.now() - 6 * MINUTE;
    const hold = await holdSlot(db(), { serviceId: LONG, start: iso(start) }, { now: past });
    expect(hold.expiresAt).toBeLessThan(Date.now());
    const booked = await book(tokens.customer, LONG, start);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = insertedId(booked);
    expect(await sweepExpiredHolds(db())).toBeGreaterThanOrEqual(1);
    expect((await db().collection("holds").doc(hold.holdId).get()).exists).toBe(false);
    expect((await db().collection("busy").doc(hold.holdId).get()).exists).toBe(false);
    // The cells are the booking's now, and stay.
    const cells = await db().collection("occupancy").where("owner", "==", `bookings/${id}`).get();
    expect(cells.size).toBe(12);
  });
});

/** How long the bookings trigger may take to queue a change's emails in the emulator. */
const TRIGGER_MS = 15_000;

/** The email `key` once the bookings trigger has queued it (after the change is stored). */
async function queued(key: string) {
  const ref = db().collection("mail").doc(key);
  await expect
    .poll(async () => (await ref.get()).exists, { timeout: TRIGGER_MS, interval: 100 })
    .toBe(true);
  return ref.get();
}

/** The invite attached to a queued email, parsed. */
async function inviteOf(key: string) {
  const mail = await queued(key);
  const attachment = (
    mail.get("message.attachments") as { content: string; contentType: string }[]
  )[0];
  const calendar = new ICAL.Component(ICAL.parse(attachment?.content ?? "") as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent");
  return {
    to: mail.get("to") as string,
    contentType: attachment?.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: event?.getFirstPropertyValue("uid"),
    sequence: event?.getFirstPropertyValue("sequence"),
    start: (event?.getFirstPropertyValue("dtstart") as InstanceType<typeof ICAL.Time>)
      .toJSDate()
      .getTime(),
  };
}

describe("moving and cancelling", () => {
  it("keeps the invite's UID and bumps SEQUENCE: booked 0, moved 1, cancelled 2", async () => {
    const start = at(6, "10:00");
    const moved = at(6, "13:00");
    const booked = await book(tokens.customer, LONG, start);
    expect(booked.status).toBe(201);
    const id = insertedId(booked);
    const confirmed = await inviteOf(`booking-${id}-0-confirmed`);
    expect(confirmed).toMatchObject({ to: customer.email, method: "REQUEST", sequence: 0, start });
    expect((await inviteOf(`booking-${id}-0-host-confirmed`)).to).toBe(`${HOST}@agency.test`);

    const move = await api(`/bookings/${id}`, {
      method: "PATCH",
      token: tokens.customer,
      body: { start: iso(moved) },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect(move.body).toMatchObject({ _id: id, start: iso(moved), sequence: 1, status: "booked" });
    const afterMove = await inviteOf(`booking-${id}-1-moved`);
    expect(afterMove).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      uid: confirmed.uid,
      start: moved,
    });
    // The old time is free again, the new one taken.
    expect((await book(tokens.other, SHORT, start)).status).toBe(201);
    expectProblem(await book(tokens.other, SHORT, moved), 409);

    const cancel = await api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer });
    expect(cancel.body).toMatchObject({ deletedCount: 1 });
    const cancelled = await inviteOf(`booking-${id}-2-cancelled`);
    expect(cancelled).toMatchObject({ method: "CANCEL", sequence: 2, uid: confirmed.uid });
    expect(cancelled.contentType).toBe("text/calendar; method=CANCEL");
    expect((await inviteOf(`booking-${id}-2-host-cancelled`)).method).toBe("CANCEL");
    // Freed: cells, busy time and place.
    expect((await db().collection("busy").doc(id).get()).exists).toBe(false);
    expect(
      (await db().collection("occupancy").where("owner", "==", `bookings/${id}`).get()).size,
    ).toBe(0);
    expect((await book(tokens.other, LONG, moved)).status).toBe(201);
    // Cancelling again changes nothing.
    const again = await api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer });
    expect(again.body).toMatchObject({ deletedCount: 0 });
  });

  it("mails each change once, however often its event is delivered", async () => {
    const booked = await book(tokens.customer, LONG, at(6, "15:00"));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = insertedId(booked);
    const ref = db().collection("bookings").doc(id);
    const keys = [`booking-${id}-0-confirmed`, `booking-${id}-0-host-confirmed`];
    for (const key of keys) await queued(key);
    const created = await ref.get();
    // The creation's "before": a snapshot of no document.
    const missing = await db().collection("bookings").doc(`${id}-none`).get();
    const delivered = (eventId: string) =>
      onBookingWritten(writtenEvent(missing, created, eventId, { bookingId: id }));
    await delivered("event-1");
    await delivered("event-1");
    await delivered("event-2");
    const mails = await db().collection("mail").where("bookingId", "==", id).get();
    expect(mails.docs.map((d) => d.id).sort()).toEqual(keys);
    expect((await queued(`booking-${id}-0-confirmed`)).get("to")).toBe(customer.email);
  });

  it("lets each customer see only their own calls; admins filter by host", async () => {
    const mine = await api("/bookings", { token: tokens.customer });
    expect(mine.status).toBe(200);
    const list = mine.body as { _id: string; host: { id: string } }[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const stored = await db().collection("bookings").doc(item._id).get();
      expect(stored.get("uid")).toBe(customer.uid);
    }
    const theirs = (await api("/bookings", { token: tokens.other })).body as { _id: string }[];
    const someone = theirs[0]?._id ?? "";
    expectProblem(await api(`/bookings/${someone}`, { token: tokens.customer }), 404);
    const agenda = await api(`/bookings?hostId=${HOST}&from=${localDate(Date.now(), zone)}`, {
      token: tokens.admin,
    });
    expect(agenda.status).toBe(200);
    const ids = (agenda.body as { _id: string; host: { id: string } }[]).map((b) => b.host.id);
    expect(new Set(ids)).toEqual(new Set([HOST]));
    expect(ids.length).toBeGreaterThanOrEqual(list.length);
  });
});

describe("reminders", () => {
  it("run twice, or late, queue each reminder once", async () => {
    const start = at(7, "11:00");
    const booked = await book(tokens.customer, LONG, start);
    const id = insertedId(booked);
    await Promise.all([
      queued(`booking-${id}-0-confirmed`),
      queued(`booking-${id}-0-host-confirmed`),
    ]);
    const accounts = adminAuth();
    // Due 24 hours before, and still when the run comes 3 hours late.
    await runBookingSchedule(db(), { now: start - 24 * HOUR + 2 * MINUTE, accounts });
    await runBookingSchedule(db(), { now: start - 21 * HOUR, accounts });
    await runBookingSchedule(db(), { now: start - 59 * MINUTE, accounts });
    await runBookingSchedule(db(), { now: start - 58 * MINUTE, accounts });
    const mails = await db().collection("mail").where("bookingId", "==", id).get();
    expect(mails.docs.map((d) => d.id).sort()).toEqual([
      `booking-${id}-0-confirmed`,
      `booking-${id}-0-host-confirmed`,
      `booking-${id}-reminder-1h-${start}`,
      `booking-${id}-reminder-24h-${start}`,
    ]);
    expect(mails.docs.find((d) => d.id.includes("reminder-1h"))?.get("to")).toBe(customer.email);
  });
});

describe("refusals: the right status, a problem body, nothing written", () => {
  /** Runs `request` and checks that no collection changed. */
  async function refused(request: () => Promise<ApiResponse>, status: number) {
    const before = await collectionCounts();
    const res = await request();
    expectProblem(res, status);
    expect(await collectionCounts()).toEqual(before);
    return res;
  }

  it("an unknown zone", async () => {
    const res = await refused(
      () => book(tokens.customer, LONG, at(8, "10:00"), { timeZone: "Mars/Olympus_Mons" }),
      400,
    );
    expect(JSON.stringify(res.body)).toContain("Unknown time zone");
    const date = localDate(at(8, "10:00"), zone);
    await refused(
      () => api(`/availability?serviceId=${LONG}&from=${date}&to=${date}&timeZone=Mars/Base`),
      400,
    );
  });

  it("a start that is not a slot, and a past time", async () => {
    await refused(() => book(tokens.customer, LONG, at(8, "10:05")), 400);
    await refused(() => book(tokens.customer, LONG, at(-1, "10:00")), 400);
  });

  it("a range over 62 days", async () => {
    const from = localDate(Date.now(), zone);
    const to = addDays(from, 62);
    const res = await refused(
      () => api(`/availability?serviceId=${LONG}&from=${from}&to=${to}&timeZone=UTC`),
      400,
    );
    expect(JSON.stringify(res.body)).toContain("at most 62 days");
  });

  it("a service without calls", async () => {
    await refused(() => book(tokens.customer, NO_CALLS, at(8, "10:00")), 404);
    const date = localDate(at(8, "10:00"), zone);
    await refused(
      () => api(`/availability?serviceId=${NO_CALLS}&from=${date}&to=${date}&timeZone=UTC`),
      404,
    );
  });

  it("an unverified account", async () => {
    await refused(() => book(tokens.unverified, LONG, at(8, "10:00")), 403);
  });

  it("a cancelled booking moved", async () => {
    const booked = await book(tokens.customer, LONG, at(9, "10:00"));
    const id = insertedId(booked);
    await api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer });
    await refused(
      () =>
        api(`/bookings/${id}`, {
          method: "PATCH",
          token: tokens.customer,
          body: { start: iso(at(9, "12:00")) },
        }),
      409,
    );
  });

  it("a customer after the cutoff; an admin still may", async () => {
    // 24 hours' cutoff: a call in 2 hours can no longer be moved or cancelled by its customer.
    let soon = Math.ceil((Date.now() + 2 * HOUR) / (30 * MINUTE)) * 30 * MINUTE;
    // An hour's call from 23:30 would end past the day's hours (00:00-24:00).
    if (localTime(soon, zone) === "23:30") soon += 30 * MINUTE;
    const booked = await book(tokens.customer, LONG, soon);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = insertedId(booked);
    await refused(() => api(`/bookings/${id}`, { method: "DELETE", token: tokens.customer }), 409);
    await refused(
      () =>
        api(`/bookings/${id}`, {
          method: "PATCH",
          token: tokens.customer,
          body: { start: iso(soon + HOUR) },
        }),
      409,
    );
    const byAdmin = await api(`/bookings/${id}`, { method: "DELETE", token: tokens.admin });
    expect(byAdmin.body).toMatchObject({ deletedCount: 1 });
  });
});
