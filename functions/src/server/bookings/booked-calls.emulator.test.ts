/**
 * The changes of a call already booked, on the emulators: the cutoff at its exact instant (the
 * same rule as the picker's, shared/scheduling/bounds.ts), and a service whose calls are switched
 * off, whose booked calls still move to its slots and cancel while new holds and bookings are
 * refused with nothing written.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "../../../../tests/support/admin.ts";
import { registry, SCHEDULING_SETTINGS } from "../../shared/registry";
import { cutoffOf } from "../../shared/scheduling/bounds";
import { readBooking, readSchedulingSettings } from "../../shared/scheduling/documents";
import { everyDay, type ServiceCall } from "../../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../../shared/scheduling/zones";
import { createBooking } from "./book";
import { cancelBooking, moveBooking } from "./changes";
import { availability, BookingError, type Actor } from "./context";
import { holdSlot } from "./holds";

const run = randomUUID().slice(0, 6);
const HOST = `bc-host-${run}`;
const SERVICE = `bc-calls-${run}`;
const CALL: ServiceCall = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 30,
  dailyCapPerHost: 50,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: 10,
  hostIds: [HOST],
};
const uid = `bc-customer-${run}`;
const customer = { uid, email: `${uid}@example.test`, name: "Carl", verified: true };
const actor: Actor = { uid, email: customer.email, verified: true, admin: false };

const db = () => adminDb();
let zone = "Europe/Berlin";

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const batch = db().batch();
  batch.set(db().collection(registry.services.name).doc(SERVICE), {
    name: "Booked calls test",
    des: "A service of the booked calls' tests.",
    img: "/images/services/seo.svg",
    bannerh: "Booked calls",
    bannerP: "Booked calls",
    des1: [],
    createdAt: new Date(),
  });
  batch.set(
    db().collection(registry.hosts.name).doc(HOST),
    registry.hosts.write(
      { name: "Test Host", weekly: everyDay([{ start: "00:00", end: "24:00" }]), exceptions: [] },
      new Date(),
    ),
  );
  batch.set(db().collection(registry.serviceCalls.name).doc(SERVICE), CALL);
  await batch.commit();
});

afterAll(async () => {
  const writer = db().bulkWriter();
  for (const collection of ["bookings", "busy", "holds", "orders"]) {
    const found = await db().collection(collection).where("serviceId", "==", SERVICE).get();
    for (const doc of found.docs) void writer.delete(doc.ref);
  }
  for (const collection of ["occupancy", "hostDays"]) {
    const found = await db().collection(collection).where("hostId", "==", HOST).get();
    for (const doc of found.docs) void writer.delete(doc.ref);
  }
  void writer.delete(db().doc(`services/${SERVICE}`));
  void writer.delete(db().doc(`serviceCalls/${SERVICE}`));
  void writer.delete(db().doc(`hosts/${HOST}`));
  await writer.close();
});

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

const iso = (instant: number) => new Date(instant).toISOString();
const book = async (start: number) =>
  (await createBooking(db(), customer, { serviceId: SERVICE, start: iso(start), timeZone: "UTC" }))
    .booking;
const stored = async (id: string) =>
  readBooking(id, (await db().doc(`bookings/${id}`).get()).data());
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof BookingError ? error.status : error),
  );
const countOf = async (collection: string) =>
  (await db().collection(collection).where("serviceId", "==", SERVICE).count().get()).data().count;

describe("the cutoff of a customer's changes", () => {
  it("refuses a move and a cancel at the cutoff itself, allows them a millisecond before", async () => {
    const start = at(3, "10:00");
    const cutoff = cutoffOf(start, CALL.cancelCutoffHours);
    const call = await book(start);
    expect(
      await refusal(moveBooking(db(), actor, call.id, iso(at(3, "11:00")), { now: cutoff })),
    ).toBe(409);
    expect(await refusal(cancelBooking(db(), actor, call.id, { now: cutoff }))).toBe(409);
    expect(await stored(call.id)).toMatchObject({ status: "booked", sequence: 0 });

    await moveBooking(db(), actor, call.id, iso(at(3, "11:00")), { now: cutoff - 1 });
    expect((await stored(call.id)).start?.getTime()).toBe(at(3, "11:00"));
    const later = cutoffOf(at(3, "11:00"), CALL.cancelCutoffHours);
    expect(await refusal(cancelBooking(db(), actor, call.id, { now: later }))).toBe(409);
    await cancelBooking(db(), actor, call.id, { now: later - 1 });
    expect(await stored(call.id)).toMatchObject({ status: "cancelled", sequence: 2 });
  });
});

describe("a service whose calls are switched off", () => {
  it("moves and cancels the calls already booked, refuses new holds and bookings", async () => {
    const call = await book(at(4, "10:00"));
    await db().doc(`serviceCalls/${SERVICE}`).update({ enabled: false });
    try {
      const busyBefore = await countOf("busy");
      expect(
        await refusal(holdSlot(db(), { serviceId: SERVICE, start: iso(at(4, "12:00")) })),
      ).toBe(404);
      expect(await refusal(book(at(4, "12:00")))).toBe(404);
      const date = localDate(at(4, "12:00"), "UTC");
      const query = { serviceId: SERVICE, from: date, to: date, timeZone: "UTC" };
      expect(await refusal(availability(db(), query))).toBe(404);
      expect(await countOf("busy")).toBe(busyBefore);
      expect(await countOf("holds")).toBe(0);

      // Only to one of its slots: 11:10 is off the step.
      expect(await refusal(moveBooking(db(), actor, call.id, iso(at(4, "11:10"))))).toBe(400);
      await moveBooking(db(), actor, call.id, iso(at(4, "11:00")));
      expect(await stored(call.id)).toMatchObject({ status: "booked", sequence: 1 });
      expect((await stored(call.id)).start?.getTime()).toBe(at(4, "11:00"));
      const busy = await db().doc(`busy/${call.id}`).get();
      expect((busy.get("start") as { toMillis(): number }).toMillis()).toBe(at(4, "11:00"));

      await cancelBooking(db(), actor, call.id);
      expect(await stored(call.id)).toMatchObject({ status: "cancelled", sequence: 2 });
      expect((await db().doc(`busy/${call.id}`).get()).exists).toBe(false);
    } finally {
      await db().doc(`serviceCalls/${SERVICE}`).update({ enabled: true });
    }
  });
});
