import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isDate,
  isTimeOfDay,
  isTimeZone,
  localDate,
  localDateTime,
  localDay,
  localDays,
  localTime,
  minutesOf,
  offsetMinutes,
  parseIsoInstant,
  timeOfMinutes,
  weekdayOf,
  zonedBoundary,
  zonedInstant,
} from "./zones";

/** An instant as a short ISO string in UTC: "2026-03-29T01:00Z" (null stays null). */
function utc(instant: number | null): string | null {
  return instant === null ? null : new Date(instant).toISOString().replace(":00.000Z", "Z");
}

const at = (iso: string) => Date.parse(iso);

describe("isTimeZone", () => {
  it.each([
    "Europe/Berlin",
    "europe/berlin",
    "Asia/Kolkata",
    "Asia/Calcutta",
    "UTC",
    "America/Port-au-Prince",
  ])("takes %s", (name) => {
    expect(isTimeZone(name)).toBe(true);
  });

  it.each(["Mars/Base", "+05:30", "-08:00", "", "Europe/Berlin/", "../etc/passwd", "A".repeat(65)])(
    "refuses %j",
    (name) => {
      expect(isTimeZone(name)).toBe(false);
    },
  );
});

describe("zonedInstant and zonedBoundary", () => {
  it("converts an ordinary local time", () => {
    expect(utc(zonedInstant("2026-03-03", "10:00", "Europe/Berlin"))).toBe("2026-03-03T09:00Z");
    expect(utc(zonedInstant("2026-03-03", "10:00", "Asia/Kathmandu"))).toBe("2026-03-03T04:15Z");
    expect(utc(zonedInstant("2026-03-03", "24:00", "UTC"))).toBe("2026-03-04T00:00Z");
  });

  it("gives no start for a time the clocks skip, and the jump as a boundary", () => {
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin")).toBeNull();
    expect(utc(zonedBoundary("2026-03-29", "02:30", "Europe/Berlin"))).toBe("2026-03-29T01:00Z");
    expect(zonedInstant("2026-03-08", "02:00", "America/New_York")).toBeNull();
    expect(utc(zonedBoundary("2026-03-08", "02:00", "America/New_York"))).toBe("2026-03-08T07:00Z");
  });

  it("takes the first occurrence of a time the clocks repeat", () => {
    expect(utc(zonedInstant("2026-10-25", "02:30", "Europe/Berlin"))).toBe("2026-10-25T00:30Z");
    expect(utc(zonedBoundary("2026-10-25", "02:30", "Europe/Berlin"))).toBe("2026-10-25T00:30Z");
    expect(utc(zonedInstant("2026-11-01", "01:30", "America/New_York"))).toBe("2026-11-01T05:30Z");
  });

  it("throws on a date or time that is not one", () => {
    expect(() => zonedInstant("2026-02-30", "10:00", "UTC")).toThrow(RangeError);
    expect(() => zonedInstant("2026-03-03", "25:00", "UTC")).toThrow(RangeError);
    expect(() => zonedInstant("2026-03-03", "10:00", "Mars/Base")).toThrow(RangeError);
  });
});

describe("localDay and localDays", () => {
  it("knows a day of 23 and of 25 hours", () => {
    const spring = localDay("2026-03-29", "Europe/Berlin");
    expect([utc(spring.start), utc(spring.end)]).toEqual([
      "2026-03-28T23:00Z",
      "2026-03-29T22:00Z",
    ]);
    expect(spring.instant(150)).toBeNull();
    expect(utc(spring.boundary(150))).toBe("2026-03-29T01:00Z");
    expect(utc(spring.instant(180))).toBe("2026-03-29T01:00Z");

    const autumn = localDay("2026-11-01", "America/New_York");
    expect([utc(autumn.start), utc(autumn.end)]).toEqual([
      "2026-11-01T04:00Z",
      "2026-11-02T05:00Z",
    ]);
    expect(utc(autumn.instant(90))).toBe("2026-11-01T05:30Z");
    expect(utc(autumn.instant(150))).toBe("2026-11-01T07:30Z");
  });

  it("chains the days, each ending where the next starts", () => {
    const days = localDays("2026-10-24", "2026-10-26", "Europe/Berlin");
    expect(days.map((day) => [day.date, utc(day.start), utc(day.end)])).toEqual([
      ["2026-10-24", "2026-10-23T22:00Z", "2026-10-24T22:00Z"],
      ["2026-10-25", "2026-10-24T22:00Z", "2026-10-25T23:00Z"],
      ["2026-10-26", "2026-10-25T23:00Z", "2026-10-26T23:00Z"],
    ]);
    expect(utc(days[2]?.instant(9 * 60) ?? null)).toBe("2026-10-26T08:00Z");
  });
});

describe("local dates and times of an instant", () => {
  it("reads the wall clock in a zone", () => {
    expect(localDateTime(at("2026-03-03T18:00Z"), "Asia/Kathmandu")).toEqual({
      date: "2026-03-03",
      time: "23:45",
      offsetMinutes: 345,
    });
    expect(localDate(at("2026-03-03T18:30Z"), "Asia/Kolkata")).toBe("2026-03-04");
    expect(localTime(at("2026-02-10T11:00Z"), "Pacific/Auckland")).toBe("00:00");
    expect(localDate(at("2026-02-10T11:00Z"), "Pacific/Auckland")).toBe("2026-02-11");
    expect(offsetMinutes(at("2026-07-01T12:00Z"), "America/Los_Angeles")).toBe(-420);
  });
});

describe("dates and times of day", () => {
  it("checks dates", () => {
    expect(["2026-03-03", "2028-02-29", "2026-12-31"].map(isDate)).toEqual([true, true, true]);
    expect(
      ["2026-02-29", "2026-13-01", "2026-3-1", "2026-03-00", "0999-01-01", ""].map(isDate),
    ).toEqual([false, false, false, false, false, false]);
  });

  it("counts days and weekdays", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-03-01", "2026-05-01")).toBe(61);
    expect(daysBetween("2026-03-02", "2026-03-01")).toBe(-1);
    expect(
      ["2026-03-02", "2026-03-03", "2026-03-08", "2024-02-29", "1970-01-01"].map(weekdayOf),
    ).toEqual(["mon", "tue", "sun", "thu", "thu"]);
  });

  it("checks and converts times of day", () => {
    expect(isTimeOfDay("23:59")).toBe(true);
    expect(isTimeOfDay("24:00")).toBe(false);
    expect(isTimeOfDay("24:00", { end: true })).toBe(true);
    expect(isTimeOfDay("24:05", { end: true })).toBe(false);
    expect(isTimeOfDay("9:00")).toBe(false);
    expect(isTimeOfDay("09:60")).toBe(false);
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("24:00")).toBe(1440);
    expect(minutesOf("nine")).toBeNaN();
    expect(timeOfMinutes(570)).toBe("09:30");
    expect(timeOfMinutes(1440)).toBe("24:00");
  });
});

describe("parseIsoInstant", () => {
  it.each([
    ["2026-03-03T10:00:00+01:00", "2026-03-03T09:00:00.000Z"],
    ["2026-03-03T09:00Z", "2026-03-03T09:00:00.000Z"],
    ["2026-03-03T14:45:00+05:45", "2026-03-03T09:00:00.000Z"],
    ["2026-03-02T22:00:00-11:00", "2026-03-03T09:00:00.000Z"],
    ["2026-03-03T09:00:00.5Z", "2026-03-03T09:00:00.500Z"],
  ])("reads %s", (value, expected) => {
    expect(new Date(parseIsoInstant(value) ?? NaN).toISOString()).toBe(expected);
  });

  it.each([
    "2026-03-03T10:00",
    "2026-03-03 10:00Z",
    "2026-02-30T10:00Z",
    "2026-03-03T24:00Z",
    "2026-03-03T10:60Z",
    "2026-03-03T10:00+1:00",
    "2026-03-03T10:00+0100",
    "2026-03-03T10:00+19:00",
    "2026-03-03T10:00:00.1234Z",
    "tomorrow",
  ])("refuses %s", (value) => {
    expect(parseIsoInstant(value)).toBeNull();
  });
});
