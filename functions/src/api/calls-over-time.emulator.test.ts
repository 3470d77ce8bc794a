/**
 * A booked call over its life, on the emulators: its reminders once per call time (also after a
 * move, and never for a moment that had passed when it got its time), a move to its own start
 * that changes nothing, the order that names its next live call whatever the order of bookings,
 * moves and cancellations, and the daily cap's host-day kept through a change of the agency's
 * zone. The suite books with services and hosts of its own (every day 00:00-24:00 in the agency's
 * zone, so it runs at any hour and in any zone) and removes them afterwards.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api } from "../../../tests/support/api.ts";
import { callSettings, removeCallData } from "../../../tests/support/calls.ts";
import { runBookingSchedule } from "../mail/booking-schedule";
import { readOrder } from "../shared/documents";
import { registry, SCHEDULING_SETTINGS } from "../shared/registry";
import { readBooking, readSchedulingSettings } from "../shared/scheduling/documents";
import { everyDay, type ServiceCall } from "../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../shared/scheduling/zones";
import { createBooking } from "../server/bookings/book";
import { cancelBooking, moveBooking } from "../server/bookings/changes";
import { SYSTEM, type Actor } from "../server/bookings/context";
import { holdSlot, releaseHold } from "../server/bookings/holds";
import { saveSchedulingSettings } from "../server/bookings/settings";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TRIGGER_MS = 15_000;
const run = randomUUID().slice(0, 6);
const HOST = `ct-host-${run}`;
/** A host of its own for the daily cap (one call a day), so no other test's call counts. */
const CAPPED_HOST = `ct-capped-${run}`;
const SERVICES = { reminders: `ct-rem-${run}`, orderA: `ct-oa-${run}`, orderB: `ct-ob-${run}` };
const CAPPED = `ct-cap-${run}`;
const ALL_SERVICES = [...Object.values(SERVICES), CAPPED];

const call = (hostIds: string[], dailyCapPerHost: number): ServiceCall =>
  callSettings(hostIds, { dailyCapPerHost });

const db = () => adminDb();
let zone = "Europe/Berlin";
let customer: TestAccount;
let token = "";
let actor: Actor;

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const batch = db().batch();
  for (const host of [HOST, CAPPED_HOST]) {
    batch.set(
      db().collection(registry.hosts.name).doc(host),
      registry.hosts.write(
        {
          name: `Host ${host}`,
          weekly: everyDay([{ start: "00:00", end: "24:00" }]),
          exceptions: [],
        },
        new Date(),
      ),
    );
    batch.set(
      db().collection(registry.hostContacts.name).doc(host),
      registry.hostContacts.write({ email: `${host}@agency.test`, uid: null }, new Date()),
    );
  }
  for (const id of ALL_SERVICES) {
    batch.set(db().collection(registry.services.name).doc(id), {
      name: `Calls test ${id}`,
      des: "A service of the calls tests.",
      img: "/images/services/seo.svg",
      bannerh: "Calls test",
      bannerP: "Calls test",
      des1: [],
      createdAt: new Date(),
    });
    const settings = id === CAPPED ? call([CAPPED_HOST], 1) : call([HOST], 50);
    batch.set(db().collection(registry.serviceCalls.name).doc(id), settings);
  }
  await batch.commit();
  customer = await createAccount("ct-customer");
  token = await idToken(customer);
  actor = { uid: customer.uid, email: customer.email, verified: true, admin: false };
});

afterAll(async () => {
  await saveSchedulingSettings(db(), { timeZone: zone });
  await removeCallData(db(), { services: ALL_SERVICES, hosts: [HOST, CAPPED_HOST] });
});

/** The instant of `time` on the agency-local date `days` days from today (in `timeZone`). */
function at(days: number, time: string, timeZone = zone): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), timeZone), days), time, timeZone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();

async function book(serviceId: string, start: number): Promise<string> {
  const { booking } = await createBooking(
    db(),
    { uid: customer.uid, email: customer.email, name: "Calls Customer", verified: true },
    { serviceId, start: iso(start), timeZone: "America/New_York" },
  );
  return booking.id;
}

/** Waits for the trigger to queue the email `key`. */
async function queued(key: string): Promise<void> {
  const ref = db().collection("mail").doc(key);
  await expect
    .poll(async () => (await ref.get()).exists, { timeout: TRIGGER_MS, interval: 100 })
    .toBe(true);
}

async function mailKeys(bookingId: string): Promise<string[]> {
  const mails = await db().collection("mail").where("bookingId", "==", bookingId).get();
  return mails.docs.map((doc) => doc.id).sort();
}

/** The booking's reminders queued so far (the schedule also reminds other calls it finds). */
async function reminderKeys(bookingId: string): Promise<string[]> {
  return (await mailKeys(bookingId)).filter((key) => key.includes("-reminder-"));
}

describe("reminders, once per call time", () => {
  it("a call moved to 22.5 hours ahead after its 24-hour reminder gets no second one", async () => {
    const first = at(3, "12:00");
    const id = await book(SERVICES.reminders, first);
    await Promise.all([
      queued(`booking-${id}-0-confirmed`),
      queued(`booking-${id}-0-host-confirmed`),
    ]);
    const accounts = adminAuth();
    await runBookingSchedule(db(), { now: first - 23 * HOUR, accounts });
    expect(await reminderKeys(id)).toEqual([`booking-${id}-reminder-24h-${first}`]);
    // At 22.5 hours before its new start, an hour later: its 24-hour moment has passed.
    const moved = first + HOUR;
    const movedAt = moved - 22.5 * HOUR;
    await moveBooking(db(), actor, id, iso(moved), { now: movedAt });
    await Promise.all([queued(`booking-${id}-1-moved`), queued(`booking-${id}-1-host-moved`)]);
    const runs = [movedAt + MINUTE, movedAt + 2 * HOUR, moved - 59 * MINUTE, moved - 58 * MINUTE];
    const counts: number[] = [];
    for (const now of runs) {
      await runBookingSchedule(db(), { now, accounts });
      counts.push((await reminderKeys(id)).length);
    }
    expect(counts).toEqual([1, 1, 2, 2]);
    expect(await mailKeys(id)).toEqual(
      [
        `booking-${id}-0-confirmed`,
        `booking-${id}-0-host-confirmed`,
        `booking-${id}-1-host-moved`,
        `booking-${id}-1-moved`,
        `booking-${id}-reminder-1h-${moved}`,
        `booking-${id}-reminder-24h-${first}`,
      ].sort(),
    );
  });

  it("an admin's move to 20 minutes ahead sends no 1-hour reminder", async () => {
    const start = at(4, "15:00");
    const id = await book(SERVICES.reminders, start);
    await queued(`booking-${id}-0-confirmed`);
    const moved = at(4, "16:00");
    await moveBooking(db(), SYSTEM, id, iso(moved), { now: moved - 20 * MINUTE });
    await queued(`booking-${id}-1-moved`);
    await runBookingSchedule(db(), { now: moved - 19 * MINUTE, accounts: adminAuth() });
    expect(await reminderKeys(id)).toEqual([]);
  });

  it("a move to the call's own start answers 200 and writes nothing", async () => {
    const start = at(5, "10:00");
    const id = await book(SERVICES.reminders, start);
    const ref = db().collection(registry.bookings.name).doc(id);
    const before = await ref.get();
    const res = await api(`/bookings/${id}`, {
      method: "PATCH",
      token,
      body: { start: iso(start) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: id, start: iso(start), sequence: 0 });
    const after = await ref.get();
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
    expect(after.updateTime?.toMillis()).toEqual(expect.any(Number));
    expect(readBooking(id, after.data()).sequence).toBe(0);
  });
});

type Call = [bookingId: string, start: number];

/**
 * Checks the order of `serviceId` as stored: first the call it names (`bookingId`, `callStart`),
 * then every live call it keeps, the earliest first.
 */
async function expectOrder(serviceId: string, next: Call | null, calls: Call[]): Promise<void> {
  const found = await db()
    .collection(registry.orders.name)
    .where("uid", "==", customer.uid)
    .where("serviceId", "==", serviceId)
    .get();
  expect(found.size).toBe(1);
  const [doc] = found.docs;
  if (!doc) throw new Error(`No order of ${serviceId}`);
  const order = readOrder(doc.id, doc.data());
  expect([order.bookingId, order.callStart?.getTime() ?? null]).toEqual(next ?? ["", null]);
  expect(order.calls?.map((call): Call => [call.bookingId, call.start.getTime()])).toEqual(calls);
}

describe("an order names its next live call", () => {
  it.each([
    ["earlier", SERVICES.orderA, 6, 2, "10"],
    ["later", SERVICES.orderB, 2, 6, "16"],
  ])(
    "two calls, the later-booked one %s in time and then cancelled; moves; all cancelled",
    async (_label, serviceId, firstDay, secondDay, hour) => {
      const [firstStart, secondStart] = [at(firstDay, `${hour}:00`), at(secondDay, `${hour}:00`)];
      const first = await book(serviceId, firstStart);
      const second = await book(serviceId, secondStart);
      const both: Call[] = [
        [first, firstStart],
        [second, secondStart],
      ];
      both.sort((a, b) => a[1] - b[1]);
      await expectOrder(serviceId, both[0] ?? null, both);
      await cancelBooking(db(), actor, second);
      await expectOrder(serviceId, [first, firstStart], [[first, firstStart]]);
      // A third call, then the first moved after it: the third is next.
      const thirdStart = at(8, `${hour}:30`);
      const third = await book(serviceId, thirdStart);
      const movedStart = at(9, `${hour}:00`);
      await moveBooking(db(), actor, first, iso(movedStart));
      await expectOrder(
        serviceId,
        [third, thirdStart],
        [
          [third, thirdStart],
          [first, movedStart],
        ],
      );
      await cancelBooking(db(), actor, third);
      await expectOrder(serviceId, [first, movedStart], [[first, movedStart]]);
      await cancelBooking(db(), actor, first);
      await expectOrder(serviceId, null, []);
    },
  );
});

async function hostDays(): Promise<Record<string, string[]>> {
  const found = await db().collection("hostDays").where("hostId", "==", CAPPED_HOST).get();
  return Object.fromEntries(
    found.docs.map((doc) => [doc.id, Object.keys(doc.get("calls") as object).sort()]),
  );
}

describe("the daily cap through a change of the agency's zone", () => {
  it("a cancel and a released hold free the day they took; the cap lets that day be booked", async () => {
    // 23:30 in the agency's zone is the next day at UTC+14 (the day before at UTC-11).
    const other = zone === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const start = at(3, "23:30");
    const day = localDate(start, zone);
    expect(localDate(start, other)).not.toBe(day);
    const id = await book(CAPPED, start);
    expect(await hostDays()).toEqual({ [`${CAPPED_HOST}_${day}`]: [id] });
    try {
      await saveSchedulingSettings(db(), { timeZone: other });
      await cancelBooking(db(), SYSTEM, id);
      expect(await hostDays()).toEqual({});
    } finally {
      await saveSchedulingSettings(db(), { timeZone: zone });
    }
    // The cap (one a day) lets the freed day take a call again.
    const again = await book(CAPPED, at(3, "10:00"));
    expect(await hostDays()).toEqual({ [`${CAPPED_HOST}_${day}`]: [again] });
    await cancelBooking(db(), SYSTEM, again);

    // A hold taken in one zone and let go in another.
    const hold = await holdSlot(db(), { serviceId: CAPPED, start: iso(start) });
    expect(await hostDays()).toEqual({ [`${CAPPED_HOST}_${day}`]: [hold.holdId] });
    try {
      await saveSchedulingSettings(db(), { timeZone: other });
      expect(await releaseHold(db(), hold.holdToken)).toBe(true);
      expect(await hostDays()).toEqual({});
    } finally {
      await saveSchedulingSettings(db(), { timeZone: zone });
    }
  });
});
