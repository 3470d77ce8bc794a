/**
 * Where calls start: on the step's marks of the agency's clock, whatever the buffers, each case an
 * exact list worked out by hand from the rule in slots.ts (the zones' offsets on that date in the
 * comments).
 */
import { describe, expect, it } from "vitest";
import type { BusyInterval, Host, Range, ServiceCall, WeeklyHours } from "./model";
import { computeSlots, type SlotQuery } from "./slots";

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
/** "2026-03-03T09:00Z" for an instant on the minute. */
const utc = (instant: number) => new Date(instant).toISOString().replace(":00.000Z", "Z");
const starts = (query: SlotQuery) => computeSlots(query).map((slot) => utc(slot.start));

const range = (start: string, end: string): Range => ({ start, end });
const NO_HOURS: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const host = (id: string, weekly: Partial<WeeklyHours>): Host & { id: string } => ({
  id,
  name: id,
  weekly: { ...NO_HOURS, ...weekly },
  exceptions: [],
});

function callOf(change: Partial<ServiceCall> = {}): ServiceCall {
  return {
    enabled: true,
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 365,
    dailyCapPerHost: 50,
    stepMinutes: 30,
    cancelCutoffHours: 24,
    maxUpcomingPerCustomer: 10,
    hostIds: ["ana"],
    ...change,
  };
}

/** A booking of `minutes` from `start`, with `before` and `after` minutes of buffers. */
function busy(id: string, start: string, minutes: number, before: number, after: number) {
  const from = at(start);
  return {
    id,
    hostId: "ana",
    kind: "booking",
    start: from,
    end: from + minutes * MINUTE,
    busyStart: from - before * MINUTE,
    busyEnd: from + (minutes + after) * MINUTE,
    expiresAt: null,
  } satisfies BusyInterval;
}

function query(change: Partial<SlotQuery>): SlotQuery {
  return {
    agencyTimeZone: "UTC",
    call: callOf(),
    hosts: [],
    busy: [],
    now: at("2026-01-01T00:00Z"),
    from: "2026-03-03",
    to: "2026-03-03",
    timeZone: "UTC",
    ...change,
  };
}

describe("starts on the step's marks of the agency's clock", () => {
  // The seed's Ad Campaigns calls: 45 minutes, 5 before, 10 after, a 15-minute step.
  const adCampaigns = callOf({
    durationMinutes: 45,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    stepMinutes: 15,
  });
  // Berlin in March is UTC+1: 09:00-12:00 on Tuesday 3 March is 08:00Z-11:00Z.
  const berlin = query({
    agencyTimeZone: "Europe/Berlin",
    timeZone: "Europe/Berlin",
    call: adCampaigns,
    hosts: [host("ana", { tue: [range("09:00", "12:00")] })],
  });

  it("offers 09:00, 09:15, ... with a buffer before, not 09:05, 09:20, ...", () => {
    expect(starts(berlin)).toEqual([
      "2026-03-03T08:00Z", // 09:00, its buffer from 08:55
      "2026-03-03T08:15Z",
      "2026-03-03T08:30Z",
      "2026-03-03T08:45Z",
      "2026-03-03T09:00Z",
      "2026-03-03T09:15Z",
      "2026-03-03T09:30Z",
      "2026-03-03T09:45Z",
      "2026-03-03T10:00Z",
      "2026-03-03T10:15Z", // 11:15, ends 12:00, its buffer until 12:10
    ]);
  });

  it("keeps a call's buffers apart from a booked call's", () => {
    // 09:30 booked: busy 09:25-10:25. The next start whose 5 minutes before clear it is 10:30.
    const booked = busy("b1", "2026-03-03T08:30Z", 45, 5, 10);
    expect(starts({ ...berlin, busy: [booked] })).toEqual([
      "2026-03-03T09:30Z",
      "2026-03-03T09:45Z",
      "2026-03-03T10:00Z",
      "2026-03-03T10:15Z",
    ]);
  });

  it("starts hours that begin off the marks at the next mark", () => {
    const late = { ...berlin, hosts: [host("ana", { tue: [range("09:10", "10:30")] })] };
    expect(starts(late)).toEqual([
      "2026-03-03T08:15Z", // 09:15
      "2026-03-03T08:30Z",
      "2026-03-03T08:45Z", // 09:45, ends 10:30
    ]);
  });

  it("keeps the marks of a +5:30 agency's clock (Asia/Kolkata)", () => {
    // 09:10-11:00 in Kolkata is 03:40Z-05:30Z; a 30-minute step marks :00 and :30 there.
    const kolkata = query({
      agencyTimeZone: "Asia/Kolkata",
      timeZone: "UTC",
      call: callOf({ bufferBeforeMinutes: 10, stepMinutes: 30 }),
      hosts: [host("ana", { tue: [range("09:10", "11:00")] })],
    });
    expect(starts(kolkata)).toEqual([
      "2026-03-03T04:00Z", // 09:30
      "2026-03-03T04:30Z", // 10:00
      "2026-03-03T05:00Z", // 10:30, ends 11:00
    ]);
  });

  it("counts a step that does not divide an hour from a +5:45 agency's midnight (Asia/Kathmandu)", () => {
    // 45 minutes from 00:00: ..., 09:00, 09:45, 10:30, 11:15, 12:00. Kathmandu is UTC+5:45.
    const kathmandu = query({
      agencyTimeZone: "Asia/Kathmandu",
      timeZone: "Asia/Kathmandu",
      call: callOf({ bufferBeforeMinutes: 5, stepMinutes: 45 }),
      hosts: [host("ana", { tue: [range("09:30", "12:00")] })],
    });
    expect(starts(kathmandu)).toEqual([
      "2026-03-03T04:00Z", // 09:45
      "2026-03-03T04:45Z", // 10:30
      "2026-03-03T05:30Z", // 11:15
    ]);
  });

  it("counts the marks on the clock on the day the clocks go forward (America/New_York)", () => {
    // Sunday 2026-03-08: 45 minutes from midnight gives 01:30, 02:15 (skipped: the clocks jump
    // from 02:00 EST to 03:00 EDT), 03:00, 03:45, 04:30.
    const dst = query({
      agencyTimeZone: "America/New_York",
      timeZone: "America/New_York",
      from: "2026-03-08",
      to: "2026-03-08",
      call: callOf({ bufferBeforeMinutes: 5, stepMinutes: 45 }),
      hosts: [host("ana", { sun: [range("01:00", "05:00")] })],
    });
    expect(starts(dst)).toEqual([
      "2026-03-08T06:30Z", // 01:30 EST
      "2026-03-08T07:00Z", // 03:00 EDT
      "2026-03-08T07:45Z", // 03:45 EDT
      "2026-03-08T08:30Z", // 04:30 EDT, ends 05:00
    ]);
  });
});
