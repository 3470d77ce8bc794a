import { describe, expect, it } from "vitest";
import { everyDay, type WeeklyHours } from "./model";
import { orphanedCalls, type CallOfHost } from "./orphans";

const BERLIN = "Europe/Berlin";
const NINE_TO_FIVE = everyDay([{ start: "09:00", end: "17:00" }]);
const WEEKDAYS_ONLY: WeeklyHours = { ...NINE_TO_FIVE, sat: [], sun: [] };

const ada = {
  id: "ada",
  weekly: WEEKDAYS_ONLY,
  exceptions: [
    { date: "2026-03-04", ranges: [] },
    { date: "2026-03-05", ranges: [{ start: "13:00", end: "15:00" }] },
  ],
};
const bo = { id: "bo", weekly: everyDay([{ start: "00:00", end: "24:00" }]), exceptions: [] };
const split = {
  id: "split",
  weekly: everyDay([
    { start: "09:00", end: "12:00" },
    { start: "12:00", end: "17:00" },
  ]),
  exceptions: [],
};
const HOSTS = [ada, bo, split];
const CALLS = [
  { id: "seo", hostIds: ["ada", "split", "gone"] },
  { id: "ads", hostIds: ["bo"] },
];

/** A booked 30-minute call of `hostId` for `serviceId` at an ISO instant. */
function call(
  id: string,
  startIso: string,
  {
    hostId = "ada",
    serviceId = "seo",
    minutes = 30,
    ...rest
  }: Partial<CallOfHost> & {
    minutes?: number;
  } = {},
): CallOfHost {
  const start = new Date(startIso);
  return {
    id,
    serviceId,
    hostId,
    status: "booked",
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    ...rest,
  };
}

const ids = (calls: ReturnType<typeof orphanedCalls>) =>
  calls.map(({ id, reason }) => [id, reason]);

describe("orphanedCalls", () => {
  it("leaves calls inside one range alone, to the range's very ends", () => {
    // Mon 2 Mar 2026, Berlin is UTC+1: 09:00-09:30 and 16:30-17:00.
    const calls = [
      call("first", "2026-03-02T08:00:00Z"),
      call("last", "2026-03-02T15:30:00Z"),
      call("ex", "2026-03-05T12:00:00Z"),
    ];
    expect(orphanedCalls(calls, HOSTS, CALLS, BERLIN)).toEqual([]);
  });

  it("finds the calls outside the weekly hours and the exceptions, with their times", () => {
    const calls = [
      call("early", "2026-03-02T07:45:00Z"), // 08:45-09:15
      call("late", "2026-03-02T15:45:00Z"), // 16:45-17:15
      call("saturday", "2026-03-07T09:00:00Z"), // no hours on Saturdays
      call("day-off", "2026-03-04T09:00:00Z"), // Wednesday, an exception without hours
      call("exception", "2026-03-05T09:00:00Z"), // Thursday's exception is 13:00-15:00
      call("inside", "2026-03-03T09:00:00Z"),
    ];
    expect(orphanedCalls(calls, HOSTS, CALLS, BERLIN)).toEqual([
      {
        id: "early",
        serviceId: "seo",
        hostId: "ada",
        start: Date.parse("2026-03-02T07:45:00Z"),
        end: Date.parse("2026-03-02T08:15:00Z"),
        reason: "outside-hours",
      },
      {
        id: "late",
        serviceId: "seo",
        hostId: "ada",
        start: Date.parse("2026-03-02T15:45:00Z"),
        end: Date.parse("2026-03-02T16:15:00Z"),
        reason: "outside-hours",
      },
      {
        id: "saturday",
        serviceId: "seo",
        hostId: "ada",
        start: Date.parse("2026-03-07T09:00:00Z"),
        end: Date.parse("2026-03-07T09:30:00Z"),
        reason: "outside-hours",
      },
      {
        id: "day-off",
        serviceId: "seo",
        hostId: "ada",
        start: Date.parse("2026-03-04T09:00:00Z"),
        end: Date.parse("2026-03-04T09:30:00Z"),
        reason: "outside-hours",
      },
      {
        id: "exception",
        serviceId: "seo",
        hostId: "ada",
        start: Date.parse("2026-03-05T09:00:00Z"),
        end: Date.parse("2026-03-05T09:30:00Z"),
        reason: "outside-hours",
      },
    ]);
  });

  it("reads the hours in the agency's zone, on days the clocks change too", () => {
    // 08:30 UTC is 09:30 in Berlin (inside), 08:30 in London (outside).
    const winter = call("winter", "2026-03-02T08:30:00Z");
    expect(orphanedCalls([winter], HOSTS, CALLS, BERLIN)).toEqual([]);
    expect(ids(orphanedCalls([winter], HOSTS, CALLS, "Europe/London"))).toEqual([
      ["winter", "outside-hours"],
    ]);
    // Sun 29 Mar 2026 Berlin springs forward at 02:00: 09:00 is 07:00 UTC, 08:30 UTC is 10:30.
    const dst = [
      call("nine", "2026-03-29T07:00:00Z", { hostId: "split" }),
      call("before", "2026-03-29T06:45:00Z", { hostId: "split" }),
    ];
    expect(ids(orphanedCalls(dst, HOSTS, CALLS, BERLIN))).toEqual([["before", "outside-hours"]]);
  });

  it("takes a range to 24:00 as ending at midnight", () => {
    const calls = [
      call("to-midnight", "2026-03-02T22:30:00Z", { hostId: "bo", serviceId: "ads" }),
      call("over-midnight", "2026-03-02T22:45:00Z", { hostId: "bo", serviceId: "ads" }),
    ];
    expect(ids(orphanedCalls(calls, HOSTS, CALLS, BERLIN))).toEqual([
      ["over-midnight", "outside-hours"],
    ]);
  });

  it("wants the call inside one range, as the free times do", () => {
    const across = call("across", "2026-03-02T10:45:00Z", { hostId: "split" }); // 11:45-12:15
    const within = call("within", "2026-03-02T11:00:00Z", { hostId: "split" }); // 12:00-12:30
    expect(ids(orphanedCalls([across, within], HOSTS, CALLS, BERLIN))).toEqual([
      ["across", "outside-hours"],
    ]);
  });

  it("finds the calls of a host no longer on the service, whatever its hours", () => {
    const calls = [
      call("bo-on-seo", "2026-03-02T09:00:00Z", { hostId: "bo" }),
      call("no-settings", "2026-03-02T09:00:00Z", { serviceId: "deleted" }),
      call("no-hours", "2026-03-02T09:00:00Z", { hostId: "gone" }),
    ];
    expect(ids(orphanedCalls(calls, HOSTS, CALLS, BERLIN))).toEqual([
      ["bo-on-seo", "host-not-on-service"],
      ["no-settings", "host-not-on-service"],
      ["no-hours", "outside-hours"],
    ]);
  });

  it("leaves out calls that are not booked, have no times, or an admin kept as they are", () => {
    const at = "2026-03-07T09:00:00Z";
    const calls: CallOfHost[] = [
      ...(["cancelled", "done", "no-show"] as const).map((status) => call(status, at, { status })),
      { ...call("no-start", at), start: null },
      call("kept", at, { keptOutsideHours: { hostId: "ada", start: new Date(at) } }),
      call("kept-then-moved", "2026-03-07T10:00:00Z", {
        keptOutsideHours: { hostId: "ada", start: new Date(at) },
      }),
      call("kept-for-another-host", at, {
        keptOutsideHours: { hostId: "bo", start: new Date(at) },
      }),
      call("kept-without-time", at, { keptOutsideHours: { hostId: "ada", start: null } }),
    ];
    expect(ids(orphanedCalls(calls, HOSTS, CALLS, BERLIN))).toEqual([
      ["kept-then-moved", "outside-hours"],
      ["kept-for-another-host", "outside-hours"],
      ["kept-without-time", "outside-hours"],
    ]);
  });
});
