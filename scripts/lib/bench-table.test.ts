import { describe, expect, it } from "vitest";
import {
  exitCode,
  failedRow,
  formatTable,
  median,
  once,
  passes,
  repeated,
  tableRows,
  type Figure,
} from "./bench-table.ts";

const figure = (value: number, target: Figure["target"]): Figure => ({
  name: "x",
  value,
  unit: "ms",
  target,
});

describe("repeated", () => {
  it("reports the median with the spread of the runs", () => {
    expect(repeated("TBT", [700, 90, 327], "ms", { max: 150 })).toEqual({
      name: "TBT",
      value: 327,
      unit: "ms",
      target: { max: 150 },
      spread: { min: 90, max: 700 },
    });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that produced nothing, and fails when none did", () => {
    expect(repeated("LCP", [Number.NaN, 900, 1100], "ms", null).value).toBe(1000);
    const none = repeated("LCP", [Number.NaN], "ms", null);
    expect(passes(none)).toBe(false);
    expect(none.error).toMatch(/no run/);
  });
});

describe("once", () => {
  it("is a figure measured once, only reported unless it has a target", () => {
    expect(once("JS", 12, "KB")).toEqual({ name: "JS", value: 12, unit: "KB", target: null });
    expect(passes(once("lost", 1, "", { max: 0 }))).toBe(false);
  });
});

describe("passes and exitCode", () => {
  it("PASSes within the target, FAILs outside, reports figures without one", () => {
    expect(passes(figure(100, { max: 150 }))).toBe(true);
    expect(passes(figure(151, { max: 150 }))).toBe(false);
    expect(passes(figure(95, { min: 95 }))).toBe(true);
    expect(passes(figure(94, { min: 95 }))).toBe(false);
    expect(passes(figure(5, null))).toBeNull();
  });

  it("FAILs a figure that could not be measured, and exits non-zero on any FAIL", () => {
    const crashed = failedRow("Lighthouse /", new Error("Lighthouse exited with 1\nstack"));
    expect(passes(crashed)).toBe(false);
    expect(crashed.error).toBe("Lighthouse exited with 1");
    expect(exitCode([figure(1, null), figure(100, { max: 150 })])).toBe(0);
    expect(exitCode([figure(1, null), crashed])).toBe(1);
    expect(exitCode([figure(200, { max: 150 })])).toBe(1);
  });
});

describe("the table", () => {
  it("prints value, spread, target and result on every row, including unmeasured ones", () => {
    const rows = tableRows([
      repeated("TBT, /", [700, 90, 327], "ms", { max: 150 }),
      failedRow("REST load", "connection refused"),
    ]);
    expect(rows).toEqual([
      ["TBT, /", "327 ms", "90-700", "<= 150 ms", "FAIL"],
      ["REST load", "not measured: connection refused", "", "report", "FAIL"],
    ]);
    const table = formatTable([figure(1.5, null)]);
    expect(table.split("\n")[0]).toMatch(
      /^Figure +Value \(median\) +Spread \(min-max\) +Target +Result$/,
    );
    expect(table.split("\n")[2]).toMatch(/^x +1\.5 ms +report +-$/);
  });
});
