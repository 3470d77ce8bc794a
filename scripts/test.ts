/**
 * `npm test`: the build, then the emulator and browser suites under the harness; typecheck, lint
 * and the unit tests run beside the build and the emulator suite, so that the browser suite has
 * the machine to itself. Ends with the slowest test files, each step's result and time, and
 * `N passed, N failed` (a static check or build counts as one test); exits non-zero on a failure.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import {
  add,
  countStep,
  failureLines,
  fileTimings,
  formatDuration,
  formatSummary,
  formatTimingTable,
  notRun,
  ZERO,
  type Counts,
  type VitestReport,
} from "./lib/summary.ts";
import { readyLine, preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, run, runCaptured, withEmulators } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";

const EMULATOR_SUITES = ["emulator", "browser"] as const;
const REPORT_DIR = path.join(ROOT, "test-results", "reports");
/** Each step's counts and time; the Vitest reports; a line per failed test; the projects run. */
const results: { name: string; counts: Counts; ms?: number }[] = [];
const reports: { project: string; report: VitestReport }[] = [];
const failures: string[] = [];
const ran = new Set<string>();

function banner(title: string): void {
  process.stdout.write(`\n=== ${title} ===\n`);
}

const passedOrFailed = (code: number): Counts =>
  code === 0 ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 };

/** The output of a step that ran beside others, printed under its banner once it has finished. */
interface Finished {
  name: string;
  output: string;
}

function printFinished({ name, output }: Finished): void {
  banner(name);
  process.stdout.write(output);
}

/** A static check run beside other steps, its output kept for later. */
async function check(name: string, command: string, args: string[]): Promise<Finished> {
  const started = Date.now();
  const { code, output } = await runCaptured(command, args);
  results.push({ name, counts: passedOrFailed(code), ms: Date.now() - started });
  return { name, output: output || (code === 0 ? "ok\n" : `exit code ${code}\n`) };
}

/** Runs a Vitest project with a JSON report; `captured` keeps its output for later. */
async function vitest(
  project: string,
  { env = {}, captured = false, args = [] as string[] } = {},
): Promise<Finished> {
  ran.add(project);
  const name = `${project} tests`;
  if (!captured) banner(name);
  const reportFile = path.join(REPORT_DIR, `${project}.json`);
  rmSync(reportFile, { force: true });
  const started = Date.now();
  const command = path.join(ROOT, "node_modules", ".bin", "vitest");
  const vitestArgs = [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
    ...args,
  ];
  const { code, output } = captured
    ? await runCaptured(command, vitestArgs, env)
    : { code: await run(command, vitestArgs, env), output: "" };
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport)
    : null;
  results.push({ name, counts: countStep(report, code), ms: Date.now() - started });
  if (report) reports.push({ project, report });
  if (report) failures.push(...failureLines(report, ROOT).map((line) => `[${project}] ${line}`));
  return { name, output };
}

/**
 * Typecheck, lint and the unit tests (one worker), one after the other beside the build and the
 * emulator suite. Typecheck goes first: its `react-router typegen` writes the types lint reads.
 */
async function staticChecks(): Promise<Finished[]> {
  const typecheck = await check("typecheck", "npm", ["run", "typecheck", "--silent"]);
  const lint = await check("lint", "npm", ["run", "lint", "--silent"]);
  if (lint.output === "ok\n") lint.output = "ESLint and Prettier: clean.\n";
  const unit = await vitest("unit", { captured: true, args: ["--maxWorkers=1"] });
  return [typecheck, lint, unit];
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  rmSync(path.join(ROOT, "test-results"), { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  // Fails at once (before the slow steps) when the emulators cannot run or their ports are taken.
  const plan = await preflight();

  banner("build");
  const buildStarted = Date.now();
  const checks = staticChecks();
  const built = (await buildAll()) === 0;
  results.push({
    name: "build",
    counts: passedOrFailed(built ? 0 : 1),
    ms: Date.now() - buildStarted,
  });
  // Printed once: before the browser suite, or at the end when that did not run.
  let printing: Promise<void> | undefined;
  const printChecks = () =>
    (printing ??= checks.then((finished) => finished.forEach(printFinished)));

  if (built) {
    banner("emulators");
    try {
      await withEmulators(plan, {}, async (emulators) => {
        process.stdout.write(readyLine(emulators));
        await vitest("emulator", { env: emulators.env });
        // The browser suite, the longest and busiest, starts when the static checks are done.
        await printChecks();
        await seedEmulators();
        await vitest("browser", { env: emulators.env });
      });
    } catch (error) {
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
      results.push({ name: "emulators", counts: { ...ZERO, failed: 1 } });
    }
  }
  // Printed here when the emulators did not run (or stopped before printing them).
  await printChecks();

  // A suite that could not run (the build failed, the emulators did not start) is one failure.
  const missed = notRun(EMULATOR_SUITES, ran);
  if (missed.length > 0) {
    process.stdout.write(`\nDid not run: ${missed.map((m) => m.name).join(", ")}.\n`);
    results.push(...missed);
  }

  const total = results.reduce((sum, r) => add(sum, r.counts), ZERO);
  banner("summary");
  for (const line of formatTimingTable(fileTimings(reports, ROOT))) {
    process.stdout.write(`  ${line}\n`);
  }
  process.stdout.write("\n");
  for (const { name, counts, ms } of results) {
    const skipped = counts.skipped > 0 ? ` skipped=${counts.skipped}` : "";
    const time = ms === undefined ? "" : ` (${formatDuration(ms)})`;
    process.stdout.write(
      `  ${name.padEnd(16)} passed=${counts.passed} failed=${counts.failed}${skipped}${time}\n`,
    );
  }
  process.stdout.write(`  ${"total".padEnd(16)} ${formatDuration(Date.now() - startedAt)}\n`);
  if (failures.length > 0)
    process.stdout.write(`failed:\n${failures.map((f) => `  ${f}\n`).join("")}`);
  process.stdout.write(`${formatSummary(total)}\n`);
  return total.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code), exitOnError);
