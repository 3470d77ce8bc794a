/**
 * Slot computation, each case an exact list worked out by hand from the rule in slots.ts (the
 * offsets in the comments are the zones' on that date).
 */
import { describe, expect, it } from "vitest";
import type { BusyInterval, Host, Range, ServiceCall, WeeklyHours } from "./model";
import { busyOf, cellsOf, computeSlots, hoursOn, type SlotQuery } from "./slots";
import { formatDateTime } from "../format/dates";

const MINUTE = 60_000;
/** How a call's time is written for people (../format/dates.ts). */
const CALL = { date: "weekday", offset: true } as const;
const at = (iso: string) => Date.parse(iso);
/** "2026-03-03T09:00Z" for an instant on the minute. */
const utc = (instant: number) => new Date(instant).toISOString().replace(":00.000Z", "Z");
const starts = (query: SlotQuery) => computeSlots(query).map((slot) => utc(slot.start));

const range = (start: string, end: string): Range => ({ start, end });
const NO_HOURS: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const EVERY_DAY = (ranges: Range[]): WeeklyHours => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});

function host(
  id: string,
  weekly: Partial<WeeklyHours>,
  exceptions: Host["exceptions"] = [],
): Host & { id: string } {
  return { id, name: id, weekly: { ...NO_HOURS, ...weekly }, exceptions };
}

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
    maxUpcomingPerCustomer: 2,
    hostIds: ["ana"],
    ...change,
  };
}

const NOW = at("2026-01-01T00:00Z");

/** A booking (or, with expiresAt, a hold) of `minutes` from `start`, buffers included as given. */
function busy(
  id: string,
  hostId: string,
  start: string,
  minutes: number,
  {
    before = 0,
    after = 0,
    expiresAt = null,
  }: { before?: number; after?: number; expiresAt?: number | null } = {},
): BusyInterval {
  const from = at(start);
  return {
    id,
    hostId,
    kind: expiresAt === null ? "booking" : "hold",
    start: from,
    end: from + minutes * MINUTE,
    busyStart: from - before * MINUTE,
    busyEnd: from + (minutes + after) * MINUTE,
    expiresAt,
  };
}

function query(change: Partial<SlotQuery>): SlotQuery {
  return {
    agencyTimeZone: "UTC",
    call: callOf(),
    hosts: [host("ana", { tue: [range("09:00", "12:00")] })],
    busy: [],
    now: NOW,
    from: "2026-03-03",
    to: "2026-03-03",
    timeZone: "UTC",
    ...change,
  };
}

describe("daylight saving time in America/New_York", () => {
  // Sunday 2026-03-08: 02:00 EST (UTC-5) becomes 03:00 EDT (UTC-4).
  const springForward = query({
    agencyTimeZone: "America/New_York",
    timeZone: "America/New_York",
    from: "2026-03-08",
    to: "2026-03-08",
    hosts: [host("ana", { sun: [range("01:00", "04:00")] })],
  });

  it("skips the starts the clocks jump over (02:00 and 02:30)", () => {
    expect(starts(springForward)).toEqual([
      "2026-03-08T06:00Z", // 01:00 EST
      "2026-03-08T06:30Z", // 01:30 EST
      "2026-03-08T07:00Z", // 03:00 EDT
      "2026-03-08T07:30Z", // 03:30 EDT, ends 04:00 EDT
    ]);
  });

  it("fits calls by their real length across the jump", () => {
    // 01:30 EST for 60 minutes ends at 03:30 EDT; 03:30 EDT would end past 04:00.
    expect(starts({ ...springForward, call: callOf({ durationMinutes: 60 }) })).toEqual([
      "2026-03-08T06:00Z",
      "2026-03-08T06:30Z",
      "2026-03-08T07:00Z",
    ]);
  });

  // Sunday 2026-11-01: 02:00 EDT (UTC-4) becomes 01:00 EST (UTC-5); 01:00-02:00 comes twice.
  const fallBack = query({
    agencyTimeZone: "America/New_York",
    timeZone: "America/New_York",
    from: "2026-11-01",
    to: "2026-11-01",
    hosts: [host("ana", { sun: [range("00:30", "03:00")] })],
  });

  it("starts a repeated time once, at its first occurrence", () => {
    expect(starts(fallBack)).toEqual([
      "2026-11-01T04:30Z", // 00:30 EDT
      "2026-11-01T05:00Z", // 01:00 EDT (the first 01:00)
      "2026-11-01T05:30Z", // 01:30 EDT
      "2026-11-01T07:00Z", // 02:00 EST
      "2026-11-01T07:30Z", // 02:30 EST, ends 03:00 EST
    ]);
    expect(starts({ ...fallBack, call: callOf({ durationMinutes: 60 }) })).toEqual([
      "2026-11-01T04:30Z",
      "2026-11-01T05:00Z",
      "2026-11-01T05:30Z", // 01:30 EDT to 01:30 EST
      "2026-11-01T07:00Z",
    ]);
  });
});

describe("daylight saving time in Europe/Berlin", () => {
  // Sunday 2026-03-29: 02:00 CET (UTC+1) becomes 03:00 CEST (UTC+2).
  const springForward = query({
    agencyTimeZone: "Europe/Berlin",
    timeZone: "Europe/Berlin",
    from: "2026-03-29",
    to: "2026-03-29",
    hosts: [host("ana", { sun: [range("01:00", "04:00")] })],
  });

  it("skips 02:00 and 02:30 on the night the clocks go forward", () => {
    expect(starts(springForward)).toEqual([
      "2026-03-29T00:00Z", // 01:00 CET
      "2026-03-29T00:30Z", // 01:30 CET
      "2026-03-29T01:00Z", // 03:00 CEST
      "2026-03-29T01:30Z", // 03:30 CEST
    ]);
  });

  it("starts a range that begins in the gap at its first instant, its buffer before the hours", () => {
    // 02:30-04:00 runs from 03:00 CEST (01:00Z): 02:30 is skipped; 03:00 CEST starts the call,
    // its 30 minutes before falling outside the hours.
    const gap = {
      ...springForward,
      call: callOf({ bufferBeforeMinutes: 30 }),
      hosts: [host("ana", { sun: [range("02:30", "04:00")] })],
    };
    expect(starts(gap)).toEqual(["2026-03-29T01:00Z", "2026-03-29T01:30Z"]);
  });

  it("starts 02:00 once on the night the clocks go back, for a visitor in London", () => {
    // Sunday 2026-10-25: 03:00 CEST (UTC+2) becomes 02:00 CET (UTC+1). London's 25 October runs
    // from 23:00Z (BST) to 00:00Z on the 26th (GMT).
    const fallBack = query({
      agencyTimeZone: "Europe/Berlin",
      timeZone: "Europe/London",
      from: "2026-10-25",
      to: "2026-10-25",
      call: callOf({ durationMinutes: 60, stepMinutes: 60 }),
      hosts: [host("ana", { sun: [range("01:00", "04:00")] })],
    });
    expect(starts(fallBack)).toEqual([
      "2026-10-24T23:00Z", // 01:00 CEST
      "2026-10-25T00:00Z", // 02:00 CEST (the first 02:00)
      "2026-10-25T02:00Z", // 03:00 CET, ends 04:00 CET
    ]);
  });
});

describe("visitors far from the agency", () => {
  // Berlin in March is UTC+1: 19:00-20:30 on Tuesday 3 March is 18:00Z-19:30Z.
  const evening = (timeZone: string, date: string) =>
    query({
      agencyTimeZone: "Europe/Berlin",
      timeZone,
      from: date,
      to: date,
      call: callOf({ durationMinutes: 15, stepMinutes: 15 }),
      hosts: [host("ana", { tue: [range("19:00", "20:30")] })],
    });

  it("splits the agency's evening at a +5:30 visitor's midnight (18:30Z)", () => {
    expect(starts(evening("Asia/Kolkata", "2026-03-03"))).toEqual([
      "2026-03-03T18:00Z",
      "2026-03-03T18:15Z",
    ]);
    expect(starts(evening("Asia/Kolkata", "2026-03-04"))).toEqual([
      "2026-03-03T18:30Z",
      "2026-03-03T18:45Z",
      "2026-03-03T19:00Z",
      "2026-03-03T19:15Z",
    ]);
    expect(formatDateTime(at("2026-03-03T18:30Z"), "Asia/Kolkata", CALL)).toBe(
      "Wed 4 Mar 2026, 00:00 (GMT+5:30)",
    );
  });

  it("splits it at a +5:45 visitor's midnight (18:15Z)", () => {
    expect(starts(evening("Asia/Kathmandu", "2026-03-03"))).toEqual(["2026-03-03T18:00Z"]);
    expect(starts(evening("Asia/Kathmandu", "2026-03-04"))).toEqual([
      "2026-03-03T18:15Z",
      "2026-03-03T18:30Z",
      "2026-03-03T18:45Z",
      "2026-03-03T19:00Z",
      "2026-03-03T19:15Z",
    ]);
    expect(formatDateTime(at("2026-03-03T18:00Z"), "Asia/Kathmandu", CALL)).toBe(
      "Tue 3 Mar 2026, 23:45 (GMT+5:45)",
    );
  });

  // Los Angeles in February is UTC-8, Auckland UTC+13: Auckland's Wednesday 11 February runs from
  // 11:00Z on the 10th (03:00 Tuesday in Los Angeles) to 11:00Z on the 11th.
  const losAngeles = (date: string) =>
    query({
      agencyTimeZone: "America/Los_Angeles",
      timeZone: "Pacific/Auckland",
      from: date,
      to: date,
      hosts: [
        host("ana", {
          mon: [range("09:00", "10:00")],
          tue: [range("02:00", "03:30"), range("09:00", "10:00")],
          wed: [range("09:00", "10:00")],
        }),
      ],
    });

  it("gives an Auckland visitor the Los Angeles times of their own date", () => {
    expect(starts(losAngeles("2026-02-11"))).toEqual([
      "2026-02-10T11:00Z", // Tue 03:00 in LA, Wed 00:00 in Auckland
      "2026-02-10T17:00Z", // Tue 09:00 in LA
      "2026-02-10T17:30Z",
    ]);
    expect(starts(losAngeles("2026-02-10"))).toEqual([
      "2026-02-09T17:00Z", // Mon 09:00 in LA, Tue 06:00 in Auckland
      "2026-02-09T17:30Z",
      "2026-02-10T10:00Z", // Tue 02:00 in LA, Tue 23:00 in Auckland
      "2026-02-10T10:30Z",
    ]);
    expect(formatDateTime(at("2026-02-10T11:00Z"), "Pacific/Auckland", CALL)).toBe(
      "Wed 11 Feb 2026, 00:00 (GMT+13)",
    );
    expect(formatDateTime(at("2026-02-10T11:00Z"), "America/Los_Angeles", CALL)).toBe(
      "Tue 10 Feb 2026, 03:00 (GMT-8)",
    );
  });
});

describe("buffers", () => {
  const buffered = query({
    call: callOf({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }),
  });

  it("starts on the step's marks, the buffers outside the hours allowed", () => {
    expect(starts(buffered)).toEqual([
      "2026-03-03T09:00Z", // busy 08:45-09:45
      "2026-03-03T09:30Z",
      "2026-03-03T10:00Z",
      "2026-03-03T10:30Z",
      "2026-03-03T11:00Z",
      "2026-03-03T11:30Z", // busy 11:15-12:15
    ]);
  });

  it("keeps both calls' buffers apart", () => {
    const booked = busy("b1", "ana", "2026-03-03T10:00Z", 30, { before: 15, after: 15 });
    // Busy 09:45-10:45: 09:00 (busy until 09:45) and 11:00 (busy from 10:45) touch it only.
    expect(starts({ ...buffered, busy: [booked] })).toEqual([
      "2026-03-03T09:00Z",
      "2026-03-03T11:00Z",
      "2026-03-03T11:30Z",
    ]);
  });

  it("refuses a 30-minute call at 10:30 beside a 60-minute one at 10:00, and the reverse", () => {
    const long = busy("long", "ana", "2026-03-03T10:00Z", 60);
    const short = query({ busy: [long] });
    expect(starts(short)).toEqual([
      "2026-03-03T09:00Z",
      "2026-03-03T09:30Z",
      "2026-03-03T11:00Z",
      "2026-03-03T11:30Z",
    ]);

    const shortBooked = busy("short", "ana", "2026-03-03T10:30Z", 30);
    const longQuery = query({ call: callOf({ durationMinutes: 60 }), busy: [shortBooked] });
    expect(starts(longQuery)).toEqual([
      "2026-03-03T09:00Z",
      "2026-03-03T09:30Z",
      "2026-03-03T11:00Z",
    ]);
  });
});

describe("busy intervals that overlap each other", () => {
  it("blocks every start one of them covers", () => {
    const intervals = [
      busy("long", "ana", "2026-03-03T09:00Z", 120),
      busy("inside", "ana", "2026-03-03T09:30Z", 30),
      busy("late", "ana", "2026-03-03T11:30Z", 30),
    ];
    expect(starts(query({ busy: intervals }))).toEqual(["2026-03-03T11:00Z"]);
  });
});

describe("the occupancy cells and busy interval of a call", () => {
  it("gives the interval with its buffers", () => {
    const call = callOf({ durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 });
    expect(busyOf(call, at("2026-03-03T10:00Z"))).toEqual({
      start: at("2026-03-03T10:00Z"),
      end: at("2026-03-03T11:00Z"),
      busyStart: at("2026-03-03T09:45Z"),
      busyEnd: at("2026-03-03T11:10Z"),
    });
  });

  it("names every 5-minute cell an interval touches, so overlapping calls share cells", () => {
    const cell = (iso: string) => `ana_${at(iso)}`;
    expect(cellsOf("ana", at("2026-03-03T10:30Z"), at("2026-03-03T11:00Z"))).toEqual([
      cell("2026-03-03T10:30Z"),
      cell("2026-03-03T10:35Z"),
      cell("2026-03-03T10:40Z"),
      cell("2026-03-03T10:45Z"),
      cell("2026-03-03T10:50Z"),
      cell("2026-03-03T10:55Z"),
    ]);
    const long = cellsOf("ana", at("2026-03-03T10:00Z"), at("2026-03-03T11:00Z"));
    expect(long).toHaveLength(12);
    expect(long.slice(6)).toEqual(cellsOf("ana", at("2026-03-03T10:30Z"), at("2026-03-03T11:00Z")));
    expect(cellsOf("ana", at("2026-03-03T10:02Z"), at("2026-03-03T10:07Z"))).toEqual([
      cell("2026-03-03T10:00Z"),
      cell("2026-03-03T10:05Z"),
    ]);
    expect(cellsOf("ana", at("2026-03-03T10:00Z"), at("2026-03-03T10:00Z"))).toEqual([]);
  });
});

describe("minimum notice and booking window", () => {
  const noticed = (now: string) =>
    query({ now: at(now), call: callOf({ minimumNoticeMinutes: 120 }) });

  it("starts no sooner than the notice after now (a start exactly then is fine)", () => {
    expect(starts(noticed("2026-03-03T08:30Z"))).toEqual([
      "2026-03-03T10:30Z",
      "2026-03-03T11:00Z",
      "2026-03-03T11:30Z",
    ]);
    expect(starts(noticed("2026-03-03T08:31Z"))).toEqual([
      "2026-03-03T11:00Z",
      "2026-03-03T11:30Z",
    ]);
  });

  it("starts before now plus the window only", () => {
    const windowed = query({
      now: at("2026-03-03T09:00Z"),
      from: "2026-03-01",
      to: "2026-03-10",
      call: callOf({ durationMinutes: 60, stepMinutes: 60, bookingWindowDays: 3 }),
      hosts: [host("ana", EVERY_DAY([range("09:00", "10:00")]))],
    });
    expect(starts(windowed)).toEqual([
      "2026-03-03T09:00Z", // now itself, with no notice
      "2026-03-04T09:00Z",
      "2026-03-05T09:00Z", // 2026-03-06T09:00Z is now + 3 days: out
    ]);
  });
});

describe("daily cap", () => {
  // Berlin in March is UTC+1: 09:00-13:00 is 08:00Z-12:00Z.
  const capped = (dailyCapPerHost: number, booked: BusyInterval[]) =>
    query({
      agencyTimeZone: "Europe/Berlin",
      timeZone: "Europe/Berlin",
      from: "2026-03-02",
      to: "2026-03-04",
      call: callOf({ stepMinutes: 60, dailyCapPerHost }),
      hosts: [
        host("ana", {
          mon: [range("09:00", "13:00")],
          tue: [range("09:00", "13:00")],
          wed: [range("09:00", "13:00")],
        }),
      ],
      busy: booked,
    });
  // 00:30 on Tuesday in Berlin, though still Monday in UTC.
  const earlyTuesday = busy("b-early", "ana", "2026-03-02T23:30Z", 30);
  const tuesdayNine = busy("b-nine", "ana", "2026-03-03T08:00Z", 30);
  const monday = [
    "2026-03-02T08:00Z",
    "2026-03-02T09:00Z",
    "2026-03-02T10:00Z",
    "2026-03-02T11:00Z",
  ];
  const wednesday = [
    "2026-03-04T08:00Z",
    "2026-03-04T09:00Z",
    "2026-03-04T10:00Z",
    "2026-03-04T11:00Z",
  ];

  it("counts a call on the agency's date of its start", () => {
    expect(starts(capped(1, [earlyTuesday]))).toEqual([...monday, ...wednesday]);
  });

  it("closes a host's day once its calls reach the cap", () => {
    expect(starts(capped(2, [earlyTuesday, tuesdayNine]))).toEqual([...monday, ...wednesday]);
    expect(starts(capped(3, [earlyTuesday, tuesdayNine]))).toEqual([
      ...monday,
      "2026-03-03T09:00Z",
      "2026-03-03T10:00Z",
      "2026-03-03T11:00Z",
      ...wednesday,
    ]);
  });
});

describe("date exceptions", () => {
  it("takes a day off, other hours on a date, and hours on a day without weekly ones", () => {
    const excepted = host("ana", { tue: [range("09:00", "11:00")] }, [
      { date: "2026-03-03", ranges: [] },
      { date: "2026-03-10", ranges: [range("14:00", "16:00")] },
      { date: "2026-03-07", ranges: [range("10:00", "11:00")] },
    ]);
    const q = query({
      from: "2026-03-01",
      to: "2026-03-17",
      call: callOf({ durationMinutes: 60, stepMinutes: 60 }),
      hosts: [excepted],
    });
    expect(starts(q)).toEqual([
      "2026-03-07T10:00Z",
      "2026-03-10T14:00Z",
      "2026-03-10T15:00Z",
      "2026-03-17T09:00Z",
      "2026-03-17T10:00Z",
    ]);
    expect(hoursOn(excepted, "2026-03-03")).toEqual([]);
    expect(hoursOn(excepted, "2026-03-17")).toEqual([range("09:00", "11:00")]);
  });
});

describe("several hosts", () => {
  const tuesday = { tue: [range("09:00", "12:00")] };
  const hosts = [
    host("ana", tuesday),
    host("bea", tuesday),
    host("cy", tuesday),
    // Not one of the call's hosts: its early hours give no slot.
    host("dan", { tue: [range("06:00", "07:00")] }),
  ];
  const team = query({
    // "zed" has no hours document and is left out; the list's order does not matter.
    call: callOf({ durationMinutes: 60, stepMinutes: 60, hostIds: ["cy", "bea", "ana", "zed"] }),
    hosts,
    busy: [
      busy("b-ana", "ana", "2026-03-03T09:00Z", 60),
      busy("h-cy", "cy", "2026-03-03T11:00Z", 60, { expiresAt: NOW + MINUTE }),
    ],
  });
  const slot = (start: string, hostIds: string[]) => ({
    start: at(start),
    end: at(start) + 60 * MINUTE,
    hostIds,
  });

  it("lists the free hosts, fewest calls that day first, then by id", () => {
    expect(computeSlots(team)).toEqual([
      slot("2026-03-03T09:00Z", ["bea", "cy"]),
      slot("2026-03-03T10:00Z", ["bea", "ana", "cy"]),
      slot("2026-03-03T11:00Z", ["bea", "ana"]),
    ]);
    expect(computeSlots({ ...team, busy: [] })).toEqual([
      slot("2026-03-03T09:00Z", ["ana", "bea", "cy"]),
      slot("2026-03-03T10:00Z", ["ana", "bea", "cy"]),
      slot("2026-03-03T11:00Z", ["ana", "bea", "cy"]),
    ]);
  });

  it("leaves out the hosts at their cap", () => {
    expect(computeSlots({ ...team, call: { ...team.call, dailyCapPerHost: 1 } })).toEqual([
      slot("2026-03-03T09:00Z", ["bea"]),
      slot("2026-03-03T10:00Z", ["bea"]),
      slot("2026-03-03T11:00Z", ["bea"]),
    ]);
  });

  it("offers nothing while the service's calls are switched off", () => {
    expect(computeSlots({ ...team, call: { ...team.call, enabled: false } })).toEqual([]);
  });
});

describe("holds", () => {
  const now = at("2026-03-03T08:00Z");
  const expired = busy("h-old", "ana", "2026-03-03T09:00Z", 30, { expiresAt: now });
  const live = busy("h-new", "ana", "2026-03-03T10:00Z", 30, { expiresAt: now + 1 });
  const held = (dailyCapPerHost: number, intervals: BusyInterval[]) =>
    query({
      now,
      call: callOf({ dailyCapPerHost }),
      hosts: [host("ana", { tue: [range("09:00", "11:00")] })],
      busy: intervals,
    });

  it("ignores an expired hold, for the times and for the cap", () => {
    expect(starts(held(50, [expired, live]))).toEqual([
      "2026-03-03T09:00Z",
      "2026-03-03T09:30Z",
      "2026-03-03T10:30Z",
    ]);
    expect(starts(held(1, [expired]))).toEqual([
      "2026-03-03T09:00Z",
      "2026-03-03T09:30Z",
      "2026-03-03T10:00Z",
      "2026-03-03T10:30Z",
    ]);
    expect(starts(held(1, [expired, live]))).toEqual([]);
  });

  it("frees the time a booking replaces when the caller leaves its own hold out", () => {
    const q = held(50, [live]);
    expect(computeSlots(q).map(({ start }) => start)).not.toContain(live.start);
    const own = { ...q, busy: q.busy.filter(({ id }) => id !== live.id) };
    expect(computeSlots(own).map(({ start }) => start)).toContain(live.start);
  });
});

describe("a busy calendar", () => {
  it("computes 62 days of 3 hosts with 500 busy intervals exactly", () => {
    // Every day 09:00-17:00 UTC, 30-minute calls every 30 minutes: 16 starts a day, 992 in all.
    // 166 starts are taken by all three hosts (498 intervals): start 0, 5 or 10 of each day, on
    // distinct days and starts; two more intervals take 12:00 and 12:30 of the first day from ana
    // alone, which bea and cy still have. 992 - 166 = 826.
    const hostIds = ["ana", "bea", "cy"];
    const intervals: BusyInterval[] = [];
    for (let k = 0; k < 166; k += 1) {
      const day = at("2026-03-01T09:00Z") + (k % 62) * 24 * 60 * MINUTE;
      const start = day + 5 * Math.floor(k / 62) * 30 * MINUTE;
      for (const hostId of hostIds) {
        const held = k % 2 === 1;
        intervals.push({
          id: `${hostId}-${k}`,
          hostId,
          kind: held ? "hold" : "booking",
          start,
          end: start + 30 * MINUTE,
          busyStart: start,
          busyEnd: start + 30 * MINUTE,
          expiresAt: held ? NOW + 5 * MINUTE : null,
        });
      }
    }
    intervals.push(busy("extra-1", "ana", "2026-03-01T12:00Z", 30));
    intervals.push(busy("extra-2", "ana", "2026-03-01T12:30Z", 30));
    expect(intervals).toHaveLength(500);

    const calendar = query({
      from: "2026-03-01",
      to: "2026-05-01",
      call: callOf({ hostIds }),
      hosts: hostIds.map((id) => host(id, EVERY_DAY([range("09:00", "17:00")]))),
      busy: intervals.reverse(),
    });
    const slots = computeSlots(calendar);
    expect(slots).toHaveLength(826);
    expect(utc(slots[0]?.start ?? 0)).toBe("2026-03-01T09:30Z");
    expect(utc(slots.at(-1)?.start ?? 0)).toBe("2026-05-01T16:30Z");
  });
});
