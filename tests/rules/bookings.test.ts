/**
 * Booking a call: the schedule's public documents (settings/scheduling, hosts, serviceCalls,
 * busy, occupancy) are read by everyone in bounded lists; hosts' contacts by admins only; a
 * booking by its customer and admins, never another customer; holds and host-day counters by
 * nobody. No client writes any of them, admins included (the REST API does).
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { useRulesEnvironment } from "./env.ts";
import { admin, anonymous, customerA, customerB, type Actor } from "./fixtures.ts";

const { env, as } = useRulesEnvironment();

const AT = Timestamp.fromMillis(Date.UTC(2026, 2, 3, 9, 0));
const END = Timestamp.fromMillis(Date.UTC(2026, 2, 3, 9, 30));

const HOURS = {
  mon: [{ start: "09:00", end: "17:00" }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
const CALL = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 30,
  dailyCapPerHost: 4,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  hostIds: ["member-1"],
};

function booking(uid: string) {
  return {
    serviceId: "svc-1",
    serviceTitle: "SEO",
    hostId: "member-1",
    hostName: "Maya",
    uid,
    name: "Alice",
    email: `${uid}@agency.test`,
    timeZone: "Europe/Berlin",
    phoneNumber: "",
    notes: "",
    start: AT,
    end: END,
    busyStart: AT,
    busyEnd: END,
    status: "booked",
    orderId: "order-alice",
    sequence: 0,
    createdAt: AT,
    updatedAt: AT,
  };
}

const BUSY = {
  hostId: "member-1",
  serviceId: "svc-1",
  kind: "booking",
  start: AT,
  end: END,
  busyStart: AT,
  busyEnd: END,
  expiresAt: null,
};

/** The documents this suite reads, written with the rules off (as the server writes them). */
async function seedBookings(): Promise<void> {
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([
      setDoc(doc(db, "settings/scheduling"), { timeZone: "Europe/Berlin" }),
      setDoc(doc(db, "hosts/member-1"), { name: "Maya", weekly: HOURS, exceptions: [] }),
      setDoc(doc(db, "hostContacts/member-1"), { email: "maya@agency.test", uid: null }),
      setDoc(doc(db, "serviceCalls/svc-1"), CALL),
      setDoc(doc(db, "bookings/booking-alice"), booking(customerA.uid ?? "")),
      setDoc(doc(db, "bookings/booking-bob"), booking(customerB.uid ?? "")),
      setDoc(doc(db, "busy/booking-alice"), BUSY),
      setDoc(doc(db, "occupancy/member-1_1772528400000"), {
        hostId: "member-1",
        start: AT,
        owner: "bookings/booking-alice",
        expiresAt: null,
      }),
      setDoc(doc(db, "holds/hold-1"), {
        tokenHash: "ab".repeat(32),
        serviceId: "svc-1",
        hostId: "member-1",
        start: AT,
        end: END,
        expiresAt: END,
      }),
      setDoc(doc(db, "hostDays/member-1_2026-03-03"), {
        hostId: "member-1",
        date: "2026-03-03",
        calls: { "booking-alice": null },
      }),
      setDoc(doc(db, "customerCalls/alice-svc-1"), {
        uid: customerA.uid ?? "",
        serviceId: "svc-1",
      }),
    ]);
  });
}

const EVERYONE = [anonymous, customerA, customerB, admin] as const;

/** Every kind of client write of `path`, as `actor`: each must be refused. */
async function assertNoWrites(actor: Actor, path: string, data: Record<string, unknown>) {
  const db = as(actor);
  await assertFails(setDoc(doc(db, `${path}-new`), data));
  await assertFails(setDoc(doc(db, path), data));
  await assertFails(updateDoc(doc(db, path), { changed: true }));
  await assertFails(deleteDoc(doc(db, path)));
}

describe("the schedule's public documents", () => {
  it("everyone reads the agency's zone, the hosts' hours and the services' calls", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      const db = as(actor);
      await assertSucceeds(getDoc(doc(db, "settings/scheduling")));
      await assertSucceeds(getDoc(doc(db, "hosts/member-1")));
      await assertSucceeds(getDocs(query(collection(db, "hosts"), limit(50))));
      await assertSucceeds(getDoc(doc(db, "serviceCalls/svc-1")));
      await assertSucceeds(getDocs(query(collection(db, "serviceCalls"), limit(50))));
    }
  });

  it("lists of hosts and service calls must be bounded at 50", async () => {
    await seedBookings();
    const db = as(anonymous);
    await assertFails(getDocs(collection(db, "hosts")));
    await assertFails(getDocs(query(collection(db, "hosts"), limit(51))));
    await assertFails(getDocs(collection(db, "serviceCalls")));
    await assertFails(getDocs(query(collection(db, "serviceCalls"), limit(51))));
  });

  it("everyone reads busy time (at most 2000) and the occupancy cells (at most 50)", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      const db = as(actor);
      await assertSucceeds(getDoc(doc(db, "busy/booking-alice")));
      await assertSucceeds(
        getDocs(query(collection(db, "busy"), where("busyStart", ">=", AT), limit(2000))),
      );
      await assertSucceeds(getDoc(doc(db, "occupancy/member-1_1772528400000")));
      await assertSucceeds(getDocs(query(collection(db, "occupancy"), limit(50))));
    }
    const db = as(anonymous);
    await assertFails(getDocs(query(collection(db, "busy"), limit(2001))));
    await assertFails(getDocs(collection(db, "busy")));
    await assertFails(getDocs(query(collection(db, "occupancy"), limit(51))));
  });

  it("nobody writes them from a client, admins included", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      await assertNoWrites(actor, "settings/scheduling", { timeZone: "Asia/Kolkata" });
      await assertNoWrites(actor, "hosts/member-1", {
        name: "Maya",
        weekly: HOURS,
        exceptions: [],
      });
      await assertNoWrites(actor, "serviceCalls/svc-1", CALL);
      await assertNoWrites(actor, "busy/booking-alice", BUSY);
      await assertNoWrites(actor, "occupancy/member-1_1772528400000", {
        hostId: "member-1",
        start: AT,
        owner: "holds/mine",
        expiresAt: null,
      });
    }
  });
});

describe("hosts' contacts", () => {
  it("only admins read them", async () => {
    await seedBookings();
    await assertSucceeds(getDoc(doc(as(admin), "hostContacts/member-1")));
    await assertSucceeds(getDocs(collection(as(admin), "hostContacts")));
    for (const actor of [anonymous, customerA]) {
      await assertFails(getDoc(doc(as(actor), "hostContacts/member-1")));
      await assertFails(getDocs(query(collection(as(actor), "hostContacts"), limit(10))));
    }
  });

  it("nobody writes them from a client", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      await assertNoWrites(actor, "hostContacts/member-1", { email: "x@agency.test", uid: null });
    }
  });
});

describe("bookings", () => {
  it("a customer reads their own booking, never another customer's", async () => {
    await seedBookings();
    await assertSucceeds(getDoc(doc(as(customerA), "bookings/booking-alice")));
    await assertFails(getDoc(doc(as(customerA), "bookings/booking-bob")));
    await assertFails(getDoc(doc(as(customerB), "bookings/booking-alice")));
    await assertFails(getDoc(doc(as(anonymous), "bookings/booking-alice")));
  });

  it("a customer's list must filter on their own uid, at most 500", async () => {
    await seedBookings();
    const bookings = collection(as(customerA), "bookings");
    const own = where("uid", "==", customerA.uid);
    await assertSucceeds(getDocs(query(bookings, own, limit(500))));
    await assertFails(getDocs(query(bookings, own, limit(501))));
    await assertFails(getDocs(query(bookings, own)));
    await assertFails(getDocs(query(bookings, limit(10))));
    await assertFails(getDocs(query(bookings, where("uid", "==", customerB.uid), limit(10))));
    await assertFails(
      getDocs(query(collection(as(anonymous), "bookings"), where("uid", "==", ""), limit(10))),
    );
  });

  it("admins read every booking, in lists of at most 500", async () => {
    await seedBookings();
    await assertSucceeds(getDoc(doc(as(admin), "bookings/booking-bob")));
    await assertSucceeds(getDocs(query(collection(as(admin), "bookings"), limit(500))));
    await assertFails(getDocs(query(collection(as(admin), "bookings"), limit(501))));
  });

  it("nobody writes a booking from a client, its customer and admins included", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      await assertNoWrites(actor, "bookings/booking-alice", booking(customerA.uid ?? ""));
    }
  });
});

describe("holds, host-day counters and the customers' call counters", () => {
  it("nobody reads or writes them from a client", async () => {
    await seedBookings();
    for (const actor of EVERYONE) {
      const db = as(actor);
      await assertFails(getDoc(doc(db, "holds/hold-1")));
      await assertFails(getDocs(query(collection(db, "holds"), limit(10))));
      await assertFails(getDoc(doc(db, "hostDays/member-1_2026-03-03")));
      await assertNoWrites(actor, "holds/hold-1", { tokenHash: "x" });
      await assertNoWrites(actor, "hostDays/member-1_2026-03-03", { calls: {} });
      await assertFails(getDoc(doc(db, "customerCalls/alice-svc-1")));
      await assertNoWrites(actor, "customerCalls/alice-svc-1", { serviceId: "svc-1" });
    }
  });
});
