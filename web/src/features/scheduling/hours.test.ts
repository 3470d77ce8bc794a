import { describe, expect, it } from "vitest";
import { dayHours, emptyWeek, nextException, nextRange, officeWeek, takesCalls } from "./hours";
import { hostEditSchema } from "@shared/scheduling/model";

describe("nextRange", () => {
  it("starts an empty day at 09:00 to 17:00", () => {
    expect(nextRange([])).toEqual({ start: "09:00", end: "17:00" });
  });

  it("adds the hour after the day's last range, up to midnight", () => {
    expect(nextRange([{ start: "09:00", end: "12:00" }])).toEqual({ start: "12:00", end: "13:00" });
    expect(nextRange([{ start: "20:00", end: "23:30" }])).toEqual({ start: "23:30", end: "24:00" });
  });

  it("has no room after a range that ends at midnight", () => {
    expect(nextRange([{ start: "20:00", end: "24:00" }])).toBeNull();
  });
});

describe("takesCalls", () => {
  it("is true with weekly hours or dated hours, false with none", () => {
    expect(takesCalls({ weekly: emptyWeek(), exceptions: [] })).toBe(false);
    expect(
      takesCalls({ weekly: emptyWeek(), exceptions: [{ date: "2026-03-03", ranges: [] }] }),
    ).toBe(false);
    expect(
      takesCalls({
        weekly: emptyWeek(),
        exceptions: [{ date: "2026-03-03", ranges: [{ start: "10:00", end: "11:00" }] }],
      }),
    ).toBe(true);
    expect(takesCalls({ weekly: officeWeek(), exceptions: [] })).toBe(true);
  });
});

describe("nextException", () => {
  it("is a day off on the first free date after today", () => {
    expect(nextException("2026-02-27", [])).toEqual({ date: "2026-02-28", ranges: [] });
    expect(
      nextException("2026-02-27", [
        { date: "2026-02-28", ranges: [] },
        { date: "2026-03-01", ranges: [] },
      ]),
    ).toEqual({ date: "2026-03-02", ranges: [] });
  });
});

describe("the host form's values", () => {
  it("start valid as the office week, with an email", () => {
    const parsed = hostEditSchema.safeParse({
      weekly: officeWeek(),
      exceptions: [],
      email: "maya@agency.test",
      uid: null,
    });
    expect(parsed.success).toBe(true);
  });

  it("name the overlapping range and the bad time by their form paths", () => {
    const weekly = {
      ...emptyWeek(),
      mon: [
        { start: "09:00", end: "12:00" },
        { start: "11:00", end: "13:00" },
      ],
      tue: [{ start: "09:03", end: "10:00" }],
    };
    const parsed = hostEditSchema.safeParse({
      weekly,
      exceptions: [],
      email: "x@y.test",
      uid: null,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["weekly.mon.1", "11:00–13:00 overlaps 09:00–12:00: ranges must not overlap"],
      ["weekly.tue.0.start", "Start must be on a 5-minute mark (like 09:05)"],
    ]);
  });

  it("read as one line a day", () => {
    expect(dayHours([])).toBe("No hours");
    expect(
      dayHours([
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ]),
    ).toBe("09:00–12:00, 13:00–17:00");
  });
});
