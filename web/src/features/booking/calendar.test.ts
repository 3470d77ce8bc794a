import { describe, expect, it } from "vitest";
import { formatDate, formatMonth } from "@shared/format/dates";
import type { Slot } from "@shared/scheduling/slots";
import { currentZoneName, isTimeZone } from "@shared/scheduling/zones";
import {
  addMonths,
  countdown,
  monthDates,
  monthGrid,
  monthsBetween,
  moveDate,
  slotsByDate,
  timeZones,
  zoneLabel,
} from "./calendar";

describe("months", () => {
  it("step across years and name their days", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", 14)).toBe("2027-05");
    expect(monthsBetween("2026-11", "2027-02")).toBe(3);
    expect(monthDates("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthDates("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    // As the picker names them.
    expect(formatMonth("2026-03")).toBe("March 2026");
    expect(formatDate("2026-03-03", "weekday")).toBe("Tue 3 Mar 2026");
  });

  it("lay a month out in weeks from Monday, blank outside it", () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid("2026-03");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(weeks[1]?.[0]).toBe("2026-03-02");
    expect(weeks[5]).toEqual(["2026-03-30", "2026-03-31", null, null, null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGrid("2027-02").map((week) => [week[0], week[6]])).toEqual([
      ["2027-02-01", "2027-02-07"],
      ["2027-02-08", "2027-02-14"],
      ["2027-02-15", "2027-02-21"],
      ["2027-02-22", "2027-02-28"],
    ]);
  });
});

describe("moveDate", () => {
  it("moves by a day, a week, to the week's ends and by a month", () => {
    expect(moveDate("2026-03-31", "ArrowRight")).toBe("2026-04-01");
    expect(moveDate("2026-03-01", "ArrowLeft")).toBe("2026-02-28");
    expect(moveDate("2026-03-03", "ArrowUp")).toBe("2026-02-24");
    expect(moveDate("2026-03-31", "ArrowDown")).toBe("2026-04-07");
    expect(moveDate("2026-03-04", "Home")).toBe("2026-03-02");
    expect(moveDate("2026-03-04", "End")).toBe("2026-03-08");
    expect(moveDate("2026-03-15", "PageDown")).toBe("2026-04-15");
    expect(moveDate("2026-03-15", "PageUp")).toBe("2026-02-15");
    // A day the other month lacks: its last day.
    expect(moveDate("2026-03-31", "PageUp")).toBe("2026-02-28");
    expect(moveDate("2026-01-31", "PageDown")).toBe("2026-02-28");
  });
});

describe("slotsByDate", () => {
  const slot = (iso: string): Slot => {
    const start = Date.parse(iso);
    return { start, end: start + 30 * 60_000, hostIds: ["h"] };
  };

  it("groups the slots by the visitor's date, not the agency's", () => {
    // 17:00 and 19:00 UTC on 3 March: 18:00 and 20:00 in Berlin (+1), both on the 3rd; 22:30 on
    // the 3rd and 00:30 on the 4th in Kolkata (+5:30).
    const slots = [slot("2026-03-03T17:00:00Z"), slot("2026-03-03T19:00:00Z")];
    expect([...slotsByDate(slots, "Europe/Berlin").keys()]).toEqual(["2026-03-03"]);
    const kolkata = slotsByDate(slots, "Asia/Kolkata");
    expect([...kolkata.keys()]).toEqual(["2026-03-03", "2026-03-04"]);
    expect(kolkata.get("2026-03-04")).toEqual([slots[1]]);
  });
});

describe("labels", () => {
  it("name a zone with its offset at the instant", () => {
    expect(zoneLabel("Asia/Kolkata", Date.parse("2026-03-03T10:00:00Z"))).toBe(
      "Asia/Kolkata (GMT+5:30)",
    );
    expect(zoneLabel("Europe/Berlin", Date.parse("2026-07-01T10:00:00Z"))).toBe(
      "Europe/Berlin (GMT+2)",
    );
  });

  it("count down in minutes and seconds, rounded up", () => {
    expect(countdown(300_000)).toBe("5:00");
    expect(countdown(245_001)).toBe("4:06");
    expect(countdown(9_000)).toBe("0:09");
    expect(countdown(-5)).toBe("0:00");
  });

  it("list every zone the runtime knows by its current name, with the visitor's among them", () => {
    const zones = timeZones("Europe/Berlin");
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
    expect(timeZones("Etc/GMT+5")).toContain("Etc/GMT+5");
  });

  it("name renamed zones by their current names, which the runtime knows too", () => {
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentZoneName("Europe/Berlin")).toBe("Europe/Berlin");
    for (const zone of ["Asia/Kolkata", "Europe/Kyiv", "Pacific/Kanton", "America/Nuuk"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });
});
