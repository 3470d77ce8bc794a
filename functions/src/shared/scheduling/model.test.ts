import { describe, expect, it } from "vitest";
import type { z } from "../zod";
import {
  availabilityQuerySchema,
  bookingInputSchema,
  bookingMoveSchema,
  bookingStatusSchema,
  dayRangesSchema,
  everyDay,
  hostContactSchema,
  hostSchema,
  schedulingSettingsSchema,
  serviceCallSchema,
  weeklyHoursSchema,
  type Host,
  type ServiceCall,
} from "./model";

/** The messages of a failed parse by path, or "ok". */
function problems(result: z.ZodSafeParseResult<unknown>): Record<string, string> | "ok" {
  if (result.success) return "ok";
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const call: ServiceCall = {
  enabled: true,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 240,
  bookingWindowDays: 60,
  dailyCapPerHost: 6,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: 2,
  hostIds: ["maya-chen", "leo"],
};

const noHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const host: Host = {
  name: "Maya Chen",
  weekly: {
    ...noHours,
    mon: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:30" },
    ],
    fri: [{ start: "20:00", end: "24:00" }],
  },
  exceptions: [
    { date: "2026-12-24", ranges: [] },
    { date: "2026-12-28", ranges: [{ start: "10:00", end: "12:00" }] },
  ],
};

describe("everyDay", () => {
  it("gives each day of the week the ranges, a copy each", () => {
    const week = everyDay([{ start: "09:00", end: "12:00" }]);
    expect(Object.keys(week)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(week.sun).toEqual([{ start: "09:00", end: "12:00" }]);
    week.mon.splice(0, 1, { start: "09:00", end: "13:00" });
    expect(week.tue).toEqual([{ start: "09:00", end: "12:00" }]);
    expect(weeklyHoursSchema.safeParse(week).success).toBe(true);
  });
});

describe("hostSchema", () => {
  it("takes weekly hours with several ranges a day, 24:00 as an end, and exceptions", () => {
    expect(hostSchema.parse(host)).toEqual(host);
  });

  it("takes ranges that touch", () => {
    const touching = [
      { start: "09:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ];
    expect(problems(dayRangesSchema.safeParse(touching))).toBe("ok");
  });

  it.each([
    [
      "overlapping ranges",
      [
        { start: "09:00", end: "12:00" },
        { start: "11:00", end: "14:00" },
      ],
      { "weekly.mon.1": "11:00–14:00 overlaps 09:00–12:00: ranges must not overlap" },
    ],
    [
      "ranges out of order",
      [
        { start: "13:00", end: "17:00" },
        { start: "09:00", end: "12:00" },
      ],
      { "weekly.mon.1": "Put the ranges in order: 09:00–12:00 starts before 13:00–17:00" },
    ],
    [
      "a range ending before it starts",
      [{ start: "12:00", end: "09:00" }],
      { "weekly.mon.0.end": "End must be after the start" },
    ],
    [
      "an empty range",
      [{ start: "12:00", end: "12:00" }],
      { "weekly.mon.0.end": "End must be after the start" },
    ],
    [
      "a time off the 5-minute marks",
      [{ start: "09:07", end: "12:00" }],
      { "weekly.mon.0.start": "Start must be on a 5-minute mark (like 09:05)" },
    ],
    [
      "24:00 as a start",
      [{ start: "24:00", end: "24:00" }],
      { "weekly.mon.0.start": "Start must be a time from 00:00 to 23:55" },
    ],
    [
      "a time past midnight",
      [{ start: "22:00", end: "24:30" }],
      { "weekly.mon.0.end": "End must be a time from 00:00 to 24:00" },
    ],
  ])("refuses %s, saying where", (_label, mon, expected) => {
    expect(problems(hostSchema.safeParse({ ...host, weekly: { ...noHours, mon } }))).toEqual(
      expected,
    );
  });

  it("refuses a missing weekday, a second exception on one date and a bad date", () => {
    const { sun: _sun, ...sixDays } = noHours;
    expect(problems(hostSchema.safeParse({ ...host, weekly: sixDays }))).toEqual({
      "weekly.sun": "Invalid input: expected array, received undefined",
    });
    expect(
      problems(
        hostSchema.safeParse({
          ...host,
          exceptions: [
            { date: "2026-12-24", ranges: [] },
            { date: "2026-02-30", ranges: [] },
            { date: "2026-12-24", ranges: [{ start: "10:00", end: "11:00" }] },
          ],
        }),
      ),
    ).toEqual({
      "exceptions.1.date": "Date must be a valid date as YYYY-MM-DD",
      "exceptions.2.date": "Thu 24 Dec 2026 already has an exception: change that one",
    });
  });
});

describe("serviceCallSchema", () => {
  it("takes a call's settings", () => {
    expect(serviceCallSchema.parse(call)).toEqual(call);
  });

  it("takes 1 to 10 upcoming calls per customer, 2 when the field is left out", () => {
    for (const max of [1, 10]) {
      expect(serviceCallSchema.parse({ ...call, maxUpcomingPerCustomer: max })).toEqual({
        ...call,
        maxUpcomingPerCustomer: max,
      });
    }
    const { maxUpcomingPerCustomer: _left, ...older } = call;
    expect(serviceCallSchema.parse(older)).toEqual({ ...call, maxUpcomingPerCustomer: 2 });
  });

  it.each([
    [{ durationMinutes: 10 }, { durationMinutes: "Call length must be at least 15 minutes" }],
    [{ durationMinutes: 245 }, { durationMinutes: "Call length must be at most 240 minutes" }],
    [{ durationMinutes: 32 }, { durationMinutes: "Call length must be a multiple of 5 minutes" }],
    [
      { bufferAfterMinutes: 125 },
      { bufferAfterMinutes: "Buffer after must be at most 120 minutes" },
    ],
    [
      { minimumNoticeMinutes: 43_205 },
      { minimumNoticeMinutes: "Minimum notice must be at most 43200 minutes" },
    ],
    [{ bookingWindowDays: 0 }, { bookingWindowDays: "Booking window must be at least 1 day" }],
    [{ bookingWindowDays: 1.5 }, { bookingWindowDays: "Booking window must be a whole number" }],
    [{ dailyCapPerHost: 51 }, { dailyCapPerHost: "Daily cap must be at most 50 calls" }],
    [{ stepMinutes: 0 }, { stepMinutes: "Start-time step must be at least 5 minutes" }],
    [{ cancelCutoffHours: 337 }, { cancelCutoffHours: "Cancel cutoff must be at most 336 hours" }],
    [{ hostIds: [] }, { hostIds: "Pick at least one host" }],
    [{ hostIds: ["leo", "leo"] }, { "hostIds.1": "This host is already listed" }],
    [{ hostIds: ["a/b"] }, { "hostIds.0": "Host must be an id of letters, digits, _ and -" }],
    [
      { hostIds: Array.from({ length: 21 }, (_, index) => `host-${index}`) },
      { hostIds: "Pick at most 20 hosts" },
    ],
    [{ durationMinutes: "30" }, { durationMinutes: "Call length must be a number" }],
    [
      { maxUpcomingPerCustomer: 0 },
      { maxUpcomingPerCustomer: "Calls per customer must be at least 1 call" },
    ],
    [
      { maxUpcomingPerCustomer: 11 },
      { maxUpcomingPerCustomer: "Calls per customer must be at most 10 calls" },
    ],
    [
      { maxUpcomingPerCustomer: 2.5 },
      { maxUpcomingPerCustomer: "Calls per customer must be a whole number" },
    ],
    [
      { maxUpcomingPerCustomer: null },
      { maxUpcomingPerCustomer: "Calls per customer must be a number" },
    ],
  ])("refuses %j", (change, expected) => {
    expect(problems(serviceCallSchema.safeParse({ ...call, ...change }))).toEqual(expected);
  });
});

describe("the other documents", () => {
  it("checks settings, contacts and statuses", () => {
    expect(problems(schedulingSettingsSchema.safeParse({ timeZone: "Asia/Kathmandu" }))).toBe("ok");
    expect(problems(schedulingSettingsSchema.safeParse({ timeZone: "GMT+1" }))).toEqual({
      timeZone: "Unknown time zone: use an IANA name such as Europe/Berlin",
    });
    expect(problems(hostContactSchema.safeParse({ email: "maya@agency.test", uid: null }))).toBe(
      "ok",
    );
    expect(problems(hostContactSchema.safeParse({ email: "maya", uid: "" }))).toEqual({
      email: "Enter a valid email address",
      uid: "Account must be an account id",
    });
    expect(bookingStatusSchema.options).toEqual(["booked", "cancelled", "done", "no-show"]);
    expect(problems(bookingStatusSchema.safeParse("pending"))).toEqual({
      "": "Status must be one of booked, cancelled, done, no-show",
    });
  });
});

describe("availabilityQuerySchema", () => {
  const query = {
    serviceId: "web-design",
    from: "2026-03-01",
    to: "2026-05-01",
    timeZone: "Asia/Kolkata",
  };

  it("takes 62 days, and ignores other query parameters", () => {
    expect(availabilityQuerySchema.parse({ ...query, cache: "1" })).toEqual(query);
  });

  it.each([
    [
      { timeZone: "Mars/Olympus_Mons" },
      { timeZone: "Unknown time zone: use an IANA name such as Europe/Berlin" },
    ],
    [
      { timeZone: "+05:30" },
      { timeZone: "Unknown time zone: use an IANA name such as Europe/Berlin" },
    ],
    [{ to: "2026-05-02" }, { to: "Ask for at most 62 days at a time (this asks for 63)" }],
    [{ to: "2026-02-28" }, { to: "To must not be before From" }],
    [{ from: "2026-02-29" }, { from: "From must be a valid date as YYYY-MM-DD" }],
    [{ to: "1 May" }, { to: "To must be a valid date as YYYY-MM-DD" }],
    [{ serviceId: "../users" }, { serviceId: "Service must be an id of letters, digits, _ and -" }],
    [{ timeZone: undefined }, { timeZone: "Time zone is required" }],
  ])("refuses %j", (change, expected) => {
    expect(problems(availabilityQuerySchema.safeParse({ ...query, ...change }))).toEqual(expected);
  });
});

describe("bookingInputSchema and bookingMoveSchema", () => {
  const booking = {
    serviceId: "web-design",
    start: "2026-03-03T10:00:00+01:00",
    timeZone: "Asia/Kathmandu",
  };

  it("takes a booking, its optional fields trimmed", () => {
    expect(
      bookingInputSchema.parse({
        ...booking,
        phoneNumber: " +49 30 1234 ",
        notes: "About the new shop",
        holdToken: "h0ld-T0ken_abcdefgh",
      }),
    ).toEqual({
      ...booking,
      phoneNumber: "+49 30 1234",
      notes: "About the new shop",
      holdToken: "h0ld-T0ken_abcdefgh",
    });
    expect(bookingMoveSchema.parse({ start: "2026-03-03T09:00Z" })).toEqual({
      start: "2026-03-03T09:00Z",
    });
  });

  it.each([
    [
      { start: "2026-03-03T10:00" },
      { start: "Start must be a date and time with its offset, like 2026-03-03T10:00:00+01:00" },
    ],
    [
      { timeZone: "Asia/Kathmandoo" },
      { timeZone: "Unknown time zone: use an IANA name such as Europe/Berlin" },
    ],
    [{ notes: "x".repeat(1001) }, { notes: "Notes must be at most 1000 characters" }],
    [{ phoneNumber: "1".repeat(31) }, { phoneNumber: "Phone must be at most 30 characters" }],
    [{ holdToken: "short" }, { holdToken: "Hold token is not one this site gave out" }],
    [{ hostId: "leo" }, { "": 'Unrecognized key: "hostId"' }],
  ])("refuses %j", (change, expected) => {
    expect(problems(bookingInputSchema.safeParse({ ...booking, ...change }))).toEqual(expected);
  });

  it("takes notes of 1000 characters", () => {
    expect(problems(bookingInputSchema.safeParse({ ...booking, notes: "x".repeat(1000) }))).toBe(
      "ok",
    );
  });

  it("moves to a start, with a host's id or without", () => {
    expect(problems(bookingMoveSchema.safeParse({ start: "2026-02-30T10:00Z" }))).toEqual({
      start: "Start must be a date and time with its offset, like 2026-03-03T10:00:00+01:00",
    });
    expect(problems(bookingMoveSchema.safeParse({ start: booking.start, hostId: "leo" }))).toBe(
      "ok",
    );
    expect(problems(bookingMoveSchema.safeParse({ start: booking.start, hostId: "a b" }))).toEqual({
      hostId: "Host must be an id of letters, digits, _ and -",
    });
    expect(problems(bookingMoveSchema.safeParse({ start: booking.start, uid: "leo" }))).toEqual({
      "": 'Unrecognized key: "uid"',
    });
  });
});
