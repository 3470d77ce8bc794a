import { describe, expect, it } from "vitest";
import {
  add,
  countStep,
  countVitestReport,
  failureLines,
  fileTimings,
  formatDuration,
  formatSummary,
  formatTimingTable,
  notRun,
  ZERO,
} from "./summary.ts";

describe("countVitestReport", () => {
  it.each([
    [
      "sums passed, failed and skipped tests",
      { numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 },
      { passed: 7, failed: 2, skipped: 2 },
    ],
    [
      "counts a file that failed without a failed test (it did not load) as a failure",
      {
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [
          { status: "passed", assertionResults: [{ status: "passed" }] },
          { status: "failed", assertionResults: [] },
        ],
      },
      { passed: 3, failed: 1, skipped: 0 },
    ],
  ])("%s", (_name, report, counts) => {
    expect(countVitestReport(report)).toEqual(counts);
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

describe("formatDuration", () => {
  it("prints seconds under a minute and m:ss above", () => {
    expect(formatDuration(0)).toBe("0.0 s");
    expect(formatDuration(4_260)).toBe("4.3 s");
    expect(formatDuration(59_940)).toBe("59.9 s");
    expect(formatDuration(61_400)).toBe("1:01");
    expect(formatDuration(754_000)).toBe("12:34");
  });
});

describe("fileTimings and formatTimingTable", () => {
  const unit = {
    testResults: [
      {
        name: "/repo/scripts/lib/a.test.ts",
        startTime: 1_000,
        endTime: 1_500,
        assertionResults: [{ status: "passed" }, { status: "passed" }],
      },
    ],
  };
  const browser = {
    testResults: [
      {
        name: "/repo/tests/e2e/public.test.ts",
        startTime: 10_000,
        endTime: 95_000,
        assertionResults: [{ status: "passed" }, { status: "failed" }, { status: "passed" }],
      },
      {
        name: "/repo/tests/e2e/team.test.ts",
        startTime: 95_000,
        endTime: 107_500,
        assertionResults: [{ status: "passed" }],
      },
      // A file that did not load has no times: it counts as 0 s rather than breaking the table.
      { name: "/repo/tests/e2e/broken.test.ts", status: "failed", assertionResults: [] },
    ],
  };
  const timings = fileTimings(
    [
      { project: "unit", report: unit },
      { project: "browser", report: browser },
    ],
    "/repo",
  );

  it("lists every file of every report, slowest first, with its project and tests", () => {
    expect(timings).toEqual([
      { file: "tests/e2e/public.test.ts", project: "browser", ms: 85_000, tests: 3 },
      { file: "tests/e2e/team.test.ts", project: "browser", ms: 12_500, tests: 1 },
      { file: "scripts/lib/a.test.ts", project: "unit", ms: 500, tests: 2 },
      { file: "tests/e2e/broken.test.ts", project: "browser", ms: 0, tests: 0 },
    ]);
  });

  it("prints the slowest files as an aligned table with each project's total", () => {
    expect(formatTimingTable(timings, 3)).toEqual([
      "slowest test files (3 of 4):",
      "file                      project  duration  tests",
      "tests/e2e/public.test.ts  browser      1:25      3",
      "tests/e2e/team.test.ts    browser    12.5 s      1",
      "scripts/lib/a.test.ts     unit        0.5 s      2",
      "browser: 3 files, 1:38 in all",
      "unit: 1 file, 0.5 s in all",
    ]);
  });

  it("is empty when no report has a file", () => {
    expect(formatTimingTable(fileTimings([{ project: "unit", report: {} }]))).toEqual([]);
  });
});
