import { describe, expect, it } from "vitest";
import {
  add,
  countStep,
  countVitestReport,
  failureLines,
  formatSummary,
  notRun,
  ZERO,
} from "./summary.ts";

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

describe("notRun", () => {
  it("counts each suite that never started as one failure, so a failed build is not nearly green", () => {
    const missed = notRun(["emulator", "browser"], new Set());
    expect(missed.map((m) => m.name)).toEqual(["emulator tests", "browser tests"]);
    const total = missed.reduce((sum, m) => add(sum, m.counts), ZERO);
    expect(formatSummary(total)).toBe("0 passed, 2 failed");
  });

  it("adds nothing for suites that ran", () => {
    expect(notRun(["emulator", "browser"], new Set(["emulator", "browser"]))).toEqual([]);
    expect(notRun(["emulator", "browser"], new Set(["emulator"])).map((m) => m.name)).toEqual([
      "browser tests",
    ]);
  });
});

describe("failureLines", () => {
  it("names each failed test with its file and the first line of its error", () => {
    const report = {
      testResults: [
        {
          name: "/repo/tests/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            {
              status: "failed",
              fullName: "a > breaks",
              failureMessages: ["\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x"],
            },
          ],
        },
        {
          name: "/repo/tests/b.test.ts",
          status: "failed",
          message: "Hook timed out",
          assertionResults: [],
        },
        {
          name: "/repo/tests/c.test.ts",
          status: "passed",
          assertionResults: [{ status: "passed" }],
        },
      ],
    };
    expect(failureLines(report, "/repo")).toEqual([
      "tests/a.test.ts > a > breaks: AssertionError: expected 1 to be 2",
      "tests/b.test.ts: Hook timed out",
    ]);
  });

  it("is empty for a clean report", () => {
    expect(
      failureLines({ testResults: [{ name: "x", status: "passed", assertionResults: [] }] }),
    ).toEqual([]);
  });
});
