import { describe, expect, it } from "vitest";
import { adminQuery, queries, registry, type QueryDescription } from "../registry";
import {
  readBooking,
  readBusy,
  readHost,
  readHostContact,
  readHostDay,
  readSchedulingSettings,
  readServiceCall,
  toBusyInterval,
} from "./documents";
import type { Host, ServiceCall } from "./model";

/** A stand-in for a Firestore Timestamp of either SDK. */
const stamp = (iso: string) => ({ toDate: () => new Date(iso) });

const noHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const call: ServiceCall = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 240,
  bookingWindowDays: 60,
  dailyCapPerHost: 6,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: 2,
  hostIds: ["maya", "leo"],
};

describe("readHost", () => {
  it("reads what the writer stores", () => {
    const host: Host = {
      name: "Maya",
      weekly: { ...noHours, mon: [{ start: "09:00", end: "12:00" }] },
      exceptions: [{ date: "2026-12-24", ranges: [] }],
    };
    expect(readHost("maya", registry.hosts.write(host, "now"))).toEqual({ id: "maya", ...host });
  });

  it("reads broken hours as none and a broken exception as a day off, never as more hours", () => {
    const read = readHost("maya", {
      name: 3,
      weekly: {
        mon: [{ start: "09:00", end: "12:00" }],
        tue: [{ start: "12:00", end: "09:00" }],
        wed: "all day",
      },
      exceptions: [
        { date: "2026-12-24", ranges: [{ start: "25:00", end: "26:00" }] },
        { date: "2026-12-24", ranges: [{ start: "09:00", end: "10:00" }] },
        { date: "not a date", ranges: [] },
        "junk",
      ],
    });
    expect(read).toEqual({
      id: "maya",
      name: "",
      weekly: { ...noHours, mon: [{ start: "09:00", end: "12:00" }] },
      exceptions: [{ date: "2026-12-24", ranges: [] }],
    });
  });
});

describe("readServiceCall", () => {
  it("reads valid settings as they are", () => {
    expect(readServiceCall("seo", registry.serviceCalls.write(call, "now"))).toEqual({
      id: "seo",
      ...call,
    });
  });

  it("reads a broken document as disabled, keeping its readable fields", () => {
    expect(readServiceCall("seo", { ...call, durationMinutes: 7 })).toEqual({
      id: "seo",
      ...call,
      durationMinutes: 30,
      enabled: false,
    });
    expect(readServiceCall("seo", undefined).enabled).toBe(false);
  });

  it("reads settings stored before the limit per customer as allowing 2 upcoming calls", () => {
    const { maxUpcomingPerCustomer: _left, ...older } = call;
    expect(readServiceCall("seo", { ...older, maxUpcomingPerCustomer: undefined })).toEqual({
      id: "seo",
      ...call,
      maxUpcomingPerCustomer: 2,
    });
    expect(readServiceCall("seo", { ...call, maxUpcomingPerCustomer: 5 })).toEqual({
      id: "seo",
      ...call,
      maxUpcomingPerCustomer: 5,
    });
    // Out of range: broken settings, read as disabled with the default.
    expect(readServiceCall("seo", { ...call, maxUpcomingPerCustomer: 40 })).toEqual({
      id: "seo",
      ...call,
      maxUpcomingPerCustomer: 2,
      enabled: false,
    });
  });
});

describe("readSchedulingSettings and readHostContact", () => {
  it("default the zone to Europe/Berlin and read a bad address as empty", () => {
    expect(readSchedulingSettings("scheduling", {})).toEqual({
      id: "scheduling",
      timeZone: "Europe/Berlin",
    });
    expect(readSchedulingSettings("scheduling", { timeZone: "Mars/Base" }).timeZone).toBe(
      "Europe/Berlin",
    );
    expect(readSchedulingSettings("scheduling", { timeZone: "Asia/Kolkata" }).timeZone).toBe(
      "Asia/Kolkata",
    );
    expect(readHostContact("maya", { email: "nope", uid: 5 })).toEqual({
      id: "maya",
      email: "",
      uid: null,
    });
  });
});

describe("readBooking", () => {
  it("reads Timestamps as Dates, and unknown fields as empty", () => {
    const booking = readBooking("b1", {
      serviceId: "seo",
      start: stamp("2026-03-03T09:00:00Z"),
      status: "cancelled",
      sequence: 2,
      timeZone: "Nowhere/City",
    });
    expect(booking.start).toEqual(new Date("2026-03-03T09:00:00Z"));
    expect(booking.end).toBeNull();
    expect(booking).toMatchObject({
      id: "b1",
      serviceId: "seo",
      status: "cancelled",
      sequence: 2,
      timeZone: "Europe/Berlin",
      email: "",
    });
    expect(readBooking("b2", { status: "lost", sequence: -1 })).toMatchObject({
      status: "booked",
      sequence: 0,
    });
  });
});

describe("toBusyInterval", () => {
  const busy = {
    hostId: "maya",
    serviceId: "seo",
    start: stamp("2026-03-03T09:00:00Z"),
    end: stamp("2026-03-03T09:30:00Z"),
    busyStart: stamp("2026-03-03T08:55:00Z"),
    busyEnd: stamp("2026-03-03T09:40:00Z"),
  };

  it("gives the slot code's interval in ms, expiresAt for holds only", () => {
    expect(
      toBusyInterval(
        readBusy("h1", { ...busy, kind: "hold", expiresAt: stamp("2026-03-01T00:05:00Z") }),
      ),
    ).toEqual({
      id: "h1",
      hostId: "maya",
      kind: "hold",
      start: Date.parse("2026-03-03T09:00:00Z"),
      end: Date.parse("2026-03-03T09:30:00Z"),
      busyStart: Date.parse("2026-03-03T08:55:00Z"),
      busyEnd: Date.parse("2026-03-03T09:40:00Z"),
      expiresAt: Date.parse("2026-03-01T00:05:00Z"),
    });
    expect(
      toBusyInterval(readBusy("b1", { ...busy, kind: "booking", expiresAt: null })),
    ).toMatchObject({
      kind: "booking",
      expiresAt: null,
    });
  });

  it("reads a hold without an expiry as expired, and skips a document with a missing time", () => {
    expect(toBusyInterval(readBusy("h1", { ...busy, kind: "hold" }))?.expiresAt).toBe(0);
    expect(toBusyInterval(readBusy("b1", { ...busy, busyEnd: "soon" }))).toBeNull();
  });
});

describe("readHostDay", () => {
  it("reads each call's expiry (null for a booking)", () => {
    const day = readHostDay("maya_2026-03-03", {
      hostId: "maya",
      date: "2026-03-03",
      calls: { b1: null, h1: stamp("2026-03-03T08:05:00Z"), "bad/id": null },
    });
    expect([...day.calls]).toEqual([
      ["b1", null],
      ["h1", new Date("2026-03-03T08:05:00Z")],
    ]);
  });
});

describe("the booking queries", () => {
  /** The calls an Admin SDK query receives, as a list. */
  function built(description: QueryDescription): unknown[][] {
    const calls: unknown[][] = [];
    const query = {
      where: (...args: unknown[]) => (calls.push(["where", ...args]), query),
      orderBy: (...args: unknown[]) => (calls.push(["orderBy", ...args]), query),
      limit: (...args: unknown[]) => (calls.push(["limit", ...args]), query),
    };
    adminQuery((name) => (calls.push(["collection", name]), query), description);
    return calls;
  }

  it("busyBetween reads one host's busy time in the window, a page at a time", () => {
    const from = new Date("2026-03-02T00:00:00Z");
    const to = new Date("2026-03-06T00:00:00Z");
    expect(built(queries.busyBetween("maya", from, to))).toEqual([
      ["collection", "busy"],
      ["where", "hostId", "==", "maya"],
      ["where", "busyStart", ">=", from],
      ["where", "busyStart", "<", to],
      ["orderBy", "busyStart", "asc"],
      ["limit", 2000],
    ]);
  });

  it("bookingsBetween filters by host only when asked", () => {
    const from = new Date("2026-03-03T00:00:00Z");
    const to = new Date("2026-03-10T00:00:00Z");
    expect(built(queries.bookingsBetween({ from, to, hostId: "maya" })).slice(0, 4)).toEqual([
      ["collection", "bookings"],
      ["where", "hostId", "==", "maya"],
      ["where", "start", ">=", from],
      ["where", "start", "<", to],
    ]);
    expect(built(queries.bookingsBetween({ from, to }))[1]).toEqual(["where", "start", ">=", from]);
  });
});
