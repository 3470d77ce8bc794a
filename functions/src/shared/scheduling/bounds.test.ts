/** The cutoff and the busy window, as both the server and the picker draw them. */
import { describe, expect, it } from "vitest";
import { beforeCutoff, busyWindow, cutoffOf } from "./bounds";

const at = (iso: string) => Date.parse(iso);

describe("the cutoff of a customer's changes", () => {
  const start = at("2026-03-05T10:00Z");
  const cutoff = at("2026-03-04T10:00Z"); // 24 hours before

  it("is the start minus the cutoff hours", () => {
    expect(cutoffOf(start, 24)).toBe(cutoff);
    expect(cutoffOf(start, 0)).toBe(start);
  });

  it("lets a change through until the millisecond before the cutoff, not at it", () => {
    expect(beforeCutoff(start, 24, cutoff - 1)).toBe(true);
    expect(beforeCutoff(start, 24, cutoff)).toBe(false);
    expect(beforeCutoff(start, 24, cutoff + 1)).toBe(false);
    expect(beforeCutoff(start, 0, start - 1)).toBe(true);
    expect(beforeCutoff(start, 0, start)).toBe(false);
  });
});

describe("the busy window", () => {
  it("reads from a day before the agency's first day to a day after its last", () => {
    // Berlin in March is UTC+1: its 3 March runs 2 March 23:00Z to 3 March 23:00Z.
    expect(busyWindow(at("2026-03-03T10:00Z"), at("2026-03-03T11:00Z"), "Europe/Berlin")).toEqual({
      start: at("2026-03-01T23:00Z"),
      end: at("2026-03-04T23:00Z"),
    });
  });

  it("takes the agency's days, not the visitor's: a Kolkata visitor's day in Los Angeles", () => {
    // Kolkata's 4 March (3 March 18:30Z to 4 March 18:30Z) touches Los Angeles' 3 and 4 March
    // (UTC-8: 3 March 08:00Z to 5 March 08:00Z).
    expect(
      busyWindow(at("2026-03-03T18:30Z"), at("2026-03-04T18:30Z"), "America/Los_Angeles"),
    ).toEqual({ start: at("2026-03-02T08:00Z"), end: at("2026-03-06T08:00Z") });
  });

  it("keeps whole days across a change of the clocks (New York, 8 March is 23 hours long)", () => {
    expect(
      busyWindow(at("2026-03-08T12:00Z"), at("2026-03-08T13:00Z"), "America/New_York"),
    ).toEqual({ start: at("2026-03-07T05:00Z"), end: at("2026-03-10T04:00Z") });
  });

  it("refuses an empty range", () => {
    expect(() => busyWindow(10, 10, "UTC")).toThrow(RangeError);
  });
});
