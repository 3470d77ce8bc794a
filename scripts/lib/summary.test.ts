import { describe, expect, it } from "vitest";
import { countStep, countVitestReport, formatSummary } from "./summary.ts";

describe("countVitestReport", () => {
  it("sums passed, failed and skipped tests", () => {
    expect(
      countVitestReport({
        numPassedTests: 7,
        numFailedTests: 2,
        numPendingTests: 1,
        numTodoTests: 1,
      }),
    ).toEqual({ passed: 7, failed: 2, skipped: 2 });
  });

  it("counts a file that failed without a failed test (it did not load) as a failure", () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { status: "passed", assertionResults: [{ status: "passed" }] },
        { status: "failed", assertionResults: [] },
      ],
    };
    expect(countVitestReport(report)).toEqual({ passed: 3, failed: 1, skipped: 0 });
  });
});

describe("countStep", () => {
  it("turns a non-zero exit without failures into one failure", () => {
    expect(countStep(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countStep({ numPassedTests: 4 }, 1)).toEqual({ passed: 4, failed: 1, skipped: 0 });
  });

  it("keeps a clean run as it is", () => {
    expect(countStep({ numPassedTests: 4 }, 0)).toEqual({ passed: 4, failed: 0, skipped: 0 });
  });
});

describe("formatSummary", () => {
  it("prints the contract line", () => {
    expect(formatSummary({ passed: 12, failed: 0, skipped: 0 })).toBe("12 passed, 0 failed");
    expect(formatSummary({ passed: 12, failed: 1, skipped: 2 })).toBe(
      "12 passed, 1 failed, 2 skipped",
    );
  });
});
