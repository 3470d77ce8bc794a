/** Counting test results across the steps of `npm test`. */

import { stripVTControlCharacters } from "node:util";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0 };

export function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

/** The subset of Vitest's JSON report that the summary needs. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/** Counts a Vitest report; a file that failed without a failed test (did not load) is a failure. */
export function countVitestReport(report: VitestReport): Counts {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === "failed" &&
      !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A step's counts from its report (if any); a non-zero exit with no failure in it is a failure. */
export function countStep(report: VitestReport | null, exitCode: number): Counts {
  const counts = report ? countVitestReport(report) : ZERO;
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/** The one summary line: `N passed, N failed` with `, N skipped` when any were skipped. */
export function formatSummary(counts: Counts): string {
  const line = `${counts.passed} passed, ${counts.failed} failed`;
  return counts.skipped > 0 ? `${line}, ${counts.skipped} skipped` : line;
}

/** One failure for each of `suites` that is not in `ran`, so a suite that never ran is not green. */
export function notRun(
  suites: readonly string[],
  ran: ReadonlySet<string>,
): { name: string; counts: Counts }[] {
  return suites
    .filter((suite) => !ran.has(suite))
    .map((suite) => ({ name: `${suite} tests`, counts: { ...ZERO, failed: 1 } }));
}

/** The first line of a failure message, shortened, for the summary. */
function firstLine(message: string | undefined, max = 200): string {
  // Vitest's messages may carry colour codes; the summary is read in plain logs.
  const line =
    stripVTControlCharacters(message ?? "")
      .split("\n")[0]
      ?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** One line per failed test and per file that failed without one, for the end of a long log. */
export function failureLines(report: VitestReport, root = ""): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      lines.push(`${name} > ${test.fullName ?? "?"}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === "failed" && failed.length === 0) {
      lines.push(`${name}: ${firstLine(file.message) || "the file failed without a failed test"}`);
    }
  }
  return lines;
}

/** A duration in milliseconds as `m:ss` (or `s.s s` under a minute), for the summary. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** One test file's run: its path (relative to the root), project, wall time and tests. */
export interface FileTiming {
  file: string;
  project: string;
  ms: number;
  tests: number;
}

/** Each test file of each project's report with its wall time (end minus start), slowest first. */
export function fileTimings(
  reports: readonly { project: string; report: VitestReport }[],
  root = "",
): FileTiming[] {
  const timings: FileTiming[] = [];
  for (const { project, report } of reports) {
    for (const file of report.testResults ?? []) {
      const name = file.name ?? "?";
      timings.push({
        file: root && name.startsWith(root) ? name.slice(root.length + 1) : name,
        project,
        ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
        tests: (file.assertionResults ?? []).length,
      });
    }
  }
  return timings.sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

/** The `limit` slowest test files as a table, with each project's total under it. */
export function formatTimingTable(timings: readonly FileTiming[], limit = 15): string[] {
  if (timings.length === 0) return [];
  const header = ["file", "project", "duration", "tests"];
  const rows = timings
    .slice(0, limit)
    .map((t) => [t.file, t.project, formatDuration(t.ms), String(t.tests)]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  // Text columns align left, figures right.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const totals = new Map<string, { ms: number; files: number }>();
  for (const t of timings) {
    const total = totals.get(t.project) ?? { ms: 0, files: 0 };
    totals.set(t.project, { ms: total.ms + t.ms, files: total.files + 1 });
  }
  const shown = Math.min(limit, timings.length);
  return [
    `slowest test files (${shown} of ${timings.length}):`,
    line(header),
    ...rows.map(line),
    ...[...totals].map(
      ([project, total]) =>
        `${project}: ${total.files} file${total.files === 1 ? "" : "s"}, ${formatDuration(total.ms)} in all`,
    ),
  ];
}
