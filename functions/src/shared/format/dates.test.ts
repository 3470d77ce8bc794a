import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatDateOf,
  formatDateTime,
  formatDateTimeRange,
  formatMonth,
  formatOffset,
  formatRange,
  formatTime,
  formatTimeRange,
  offsetLabel,
  weekdayName,
} from "./dates";

const at = (iso: string) => Date.parse(iso);
const call = { date: "weekday", offset: true } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("calendar days", () => {
  it("writes a date in each style", () => {
    expect(formatDate("2026-12-08")).toBe("8 Dec 2026");
    expect(formatDate("2026-12-08", "weekday")).toBe("Tue 8 Dec 2026");
    expect(formatDate("2026-12-08", "long")).toBe("Tuesday 8 December 2026");
    expect(formatDate("2026-03-29", "weekday")).toBe("Sun 29 Mar 2026");
    expect(formatDate("2027-01-01", "long")).toBe("Friday 1 January 2027");
    expect(formatDate("2026-09-30", "weekday")).toBe("Wed 30 Sep 2026");
  });

  it("returns what is not a date as it is (a date field being typed in)", () => {
    expect(formatDate("2026-02-29")).toBe("2026-02-29");
    expect(formatDate("")).toBe("");
    expect(formatDate("8 Dec 2026", "weekday")).toBe("8 Dec 2026");
  });

  it("writes a month and the weekdays' names", () => {
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatMonth("2027-02")).toBe("February 2027");
    expect(weekdayName("tue")).toBe("Tue");
    expect(weekdayName("sun", "long")).toBe("Sunday");
  });
});

describe("instants in a zone", () => {
  const instant = at("2026-03-03T09:00Z");

  it("writes a time on the 24-hour clock", () => {
    expect(formatTime(instant, "Europe/Berlin")).toBe("10:00");
    expect(formatTime(at("2026-03-03T13:05Z"), "Europe/Berlin")).toBe("14:05");
    expect(formatTime(at("2026-03-03T13:05Z"), "Europe/Berlin", { offset: true })).toBe(
      "14:05 (GMT+1)",
    );
  });

  it("writes a date and time, with the weekday and the offset for a call", () => {
    expect(formatDateTime(instant, "Europe/Berlin")).toBe("3 Mar 2026, 10:00");
    expect(formatDateTime(instant, "Europe/Berlin", call)).toBe("Tue 3 Mar 2026, 10:00 (GMT+1)");
    expect(formatDateTime(instant, "America/New_York", call)).toBe("Tue 3 Mar 2026, 04:00 (GMT-5)");
    expect(formatDateTime(instant, "Pacific/Auckland", call)).toBe(
      "Tue 3 Mar 2026, 22:00 (GMT+13)",
    );
    expect(formatDateTime(instant, "America/St_Johns", call)).toBe(
      "Tue 3 Mar 2026, 05:30 (GMT-3:30)",
    );
    expect(formatDateTime(instant, "Europe/Berlin", { date: "long" })).toBe(
      "Tuesday 3 March 2026, 10:00",
    );
    expect(formatDateOf(instant, "Europe/Berlin")).toBe("3 Mar 2026");
  });

  it("writes zones with odd offsets: Asia/Kolkata (+5:30) and Asia/Kathmandu (+5:45)", () => {
    expect(formatDateTime(instant, "Asia/Kolkata", call)).toBe("Tue 3 Mar 2026, 14:30 (GMT+5:30)");
    expect(formatDateTime(instant, "Asia/Kathmandu", call)).toBe(
      "Tue 3 Mar 2026, 14:45 (GMT+5:45)",
    );
    expect(formatOffset(instant, "Asia/Kolkata")).toBe("GMT+5:30");
    expect(formatOffset(instant, "Asia/Kathmandu")).toBe("GMT+5:45");
    // 18:30Z is midnight in Kolkata: the next day there.
    expect(formatDateTime(at("2026-03-03T18:30Z"), "Asia/Kolkata", call)).toBe(
      "Wed 4 Mar 2026, 00:00 (GMT+5:30)",
    );
    expect(formatDateTime(at("2026-03-03T18:00Z"), "Asia/Kathmandu", call)).toBe(
      "Tue 3 Mar 2026, 23:45 (GMT+5:45)",
    );
  });

  it("writes midnight as 00:00", () => {
    expect(formatTime(at("2026-03-03T23:00Z"), "Europe/Berlin")).toBe("00:00");
    expect(formatDateTime(at("2026-03-04T00:00Z"), "UTC")).toBe("4 Mar 2026, 00:00");
    expect(formatDateTime(at("2026-02-10T11:00Z"), "Pacific/Auckland", call)).toBe(
      "Wed 11 Feb 2026, 00:00 (GMT+13)",
    );
  });

  it("follows Europe/Berlin's clocks forward on 2026-03-29 and back on 2026-10-25", () => {
    // 02:00 CET becomes 03:00 CEST at 01:00Z.
    expect(formatTime(at("2026-03-29T00:59Z"), "Europe/Berlin", { offset: true })).toBe(
      "01:59 (GMT+1)",
    );
    expect(formatTime(at("2026-03-29T01:00Z"), "Europe/Berlin", { offset: true })).toBe(
      "03:00 (GMT+2)",
    );
    // 03:00 CEST becomes 02:00 CET at 01:00Z: 02:30 comes twice.
    expect(formatDateTime(at("2026-10-25T00:30Z"), "Europe/Berlin", call)).toBe(
      "Sun 25 Oct 2026, 02:30 (GMT+2)",
    );
    expect(formatDateTime(at("2026-10-25T01:30Z"), "Europe/Berlin", call)).toBe(
      "Sun 25 Oct 2026, 02:30 (GMT+1)",
    );
  });

  it("follows America/New_York's clocks forward on 2026-03-08 and back on 2026-11-01", () => {
    expect(formatTime(at("2026-03-08T06:30Z"), "America/New_York", { offset: true })).toBe(
      "01:30 (GMT-5)",
    );
    expect(formatTime(at("2026-03-08T07:00Z"), "America/New_York", { offset: true })).toBe(
      "03:00 (GMT-4)",
    );
    expect(formatDateTime(at("2026-11-01T05:30Z"), "America/New_York", call)).toBe(
      "Sun 1 Nov 2026, 01:30 (GMT-4)",
    );
    expect(formatDateTime(at("2026-11-01T06:30Z"), "America/New_York", call)).toBe(
      "Sun 1 Nov 2026, 01:30 (GMT-5)",
    );
  });

  it("writes UTC by arithmetic, as Intl writes Etc/UTC, and loads no formatter for it", () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    expect(formatDateTime(instant, "UTC", call)).toBe("Tue 3 Mar 2026, 09:00 (GMT)");
    expect(formatDateTime(at("2026-03-03T23:59:59.999Z"), "UTC")).toBe("3 Mar 2026, 23:59");
    expect(formatDateTime(at("1969-12-31T23:59Z"), "UTC", call)).toBe(
      "Wed 31 Dec 1969, 23:59 (GMT)",
    );
    expect(formatDateOf(at("2024-02-29T12:00Z"), "UTC", "long")).toBe("Thursday 29 February 2024");
    expect(formatOffset(instant, "UTC")).toBe("GMT");
    expect(parts).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    for (const iso of ["2026-03-03T09:00Z", "2026-12-31T23:59:30Z", "2000-01-01T00:00Z"]) {
      expect(formatDateTime(at(iso), "UTC", call)).toBe(formatDateTime(at(iso), "Etc/UTC", call));
    }
  });

  it("writes what Intl's parts say, for every day of two years, in three zones", () => {
    for (const timeZone of ["UTC", "Asia/Kathmandu", "America/New_York"]) {
      const intl = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      for (let day = 0; day < 731; day += 1) {
        const instant = Date.UTC(2027, 0, 1 + day, 23, 59);
        const part = Object.fromEntries(
          intl.formatToParts(instant).map(({ type, value }) => [type, value]),
        );
        const { weekday, day: date, month, year, hour, minute } = part;
        expect(formatDateTime(instant, timeZone, { date: "weekday" })).toBe(
          `${weekday} ${date} ${month} ${year}, ${hour}:${minute}`,
        );
      }
    }
  });

  it("labels offsets", () => {
    expect([0, 60, -240, 330, 345, -210, 780].map(offsetLabel)).toEqual([
      "GMT",
      "GMT+1",
      "GMT-4",
      "GMT+5:30",
      "GMT+5:45",
      "GMT-3:30",
      "GMT+13",
    ]);
  });
});

describe("ranges", () => {
  it("joins two ends with an en dash, spaced when an end has spaces", () => {
    expect(formatRange("14:05", "14:35")).toBe("14:05–14:35");
    expect(formatRange("09:00", "24:00")).toBe("09:00–24:00");
    expect(formatRange("8 Dec 2026", "9 Dec 2026")).toBe("8 Dec 2026 – 9 Dec 2026");
  });

  it("writes a call's span with its date once", () => {
    const [start, end] = [at("2026-12-08T13:05Z"), at("2026-12-08T13:35Z")];
    expect(formatTimeRange(start, end, "Europe/Berlin")).toBe("14:05–14:35");
    expect(formatDateTimeRange(start, end, "Europe/Berlin")).toBe("8 Dec 2026, 14:05–14:35");
    expect(formatDateTimeRange(start, end, "Europe/Berlin", call)).toBe(
      "Tue 8 Dec 2026, 14:05–14:35 (GMT+1)",
    );
    expect(formatDateTimeRange(start, end, "Europe/Berlin", { date: "long" })).toBe(
      "Tuesday 8 December 2026, 14:05–14:35",
    );
    expect(formatDateTimeRange(start, end, "Asia/Kathmandu", call)).toBe(
      "Tue 8 Dec 2026, 18:50–19:20 (GMT+5:45)",
    );
    expect(formatDateTimeRange(start, end, "UTC", call)).toBe("Tue 8 Dec 2026, 13:05–13:35 (GMT)");
  });

  it("writes the end's date too when a span crosses midnight", () => {
    // 18:15Z to 18:45Z is 23:45 to 00:15 in Kolkata.
    const [start, end] = [at("2026-03-03T18:15Z"), at("2026-03-03T18:45Z")];
    expect(formatTimeRange(start, end, "Asia/Kolkata")).toBe("23:45–00:15");
    expect(formatDateTimeRange(start, end, "Asia/Kolkata", call)).toBe(
      "Tue 3 Mar 2026, 23:45 – Wed 4 Mar 2026, 00:15 (GMT+5:30)",
    );
    expect(formatDateTimeRange(start, end, "Asia/Kolkata", { date: "long" })).toBe(
      "Tuesday 3 March 2026, 23:45 – Wednesday 4 March 2026, 00:15",
    );
    expect(formatDateTimeRange(at("2026-03-03T23:30Z"), at("2026-03-04T00:00Z"), "UTC")).toBe(
      "3 Mar 2026, 23:30 – 4 Mar 2026, 00:00",
    );
  });

  it("gives each end its offset when the clocks change during a span", () => {
    // Berlin, 2026-03-29: 00:30Z to 01:30Z is 01:30 CET to 03:30 CEST.
    const [spring, springEnd] = [at("2026-03-29T00:30Z"), at("2026-03-29T01:30Z")];
    expect(formatDateTimeRange(spring, springEnd, "Europe/Berlin", call)).toBe(
      "Sun 29 Mar 2026, 01:30 (GMT+1) – 03:30 (GMT+2)",
    );
    expect(formatDateTimeRange(spring, springEnd, "Europe/Berlin", { date: "long" })).toBe(
      "Sunday 29 March 2026, 01:30–03:30",
    );
    // Berlin, 2026-10-25: 00:30Z to 01:30Z is 02:30 CEST to 02:30 CET.
    const [autumn, autumnEnd] = [at("2026-10-25T00:30Z"), at("2026-10-25T01:30Z")];
    expect(formatDateTimeRange(autumn, autumnEnd, "Europe/Berlin", call)).toBe(
      "Sun 25 Oct 2026, 02:30 (GMT+2) – 02:30 (GMT+1)",
    );
    // New York, 2026-11-01: 05:30Z to 06:30Z is 01:30 EDT to 01:30 EST.
    expect(
      formatDateTimeRange(at("2026-11-01T05:30Z"), at("2026-11-01T06:30Z"), "America/New_York", {
        offset: true,
      }),
    ).toBe("1 Nov 2026, 01:30 (GMT-4) – 01:30 (GMT-5)");
  });
});
