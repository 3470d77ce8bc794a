/**
 * `npm test`: typecheck, unit tests and the build (with lint beside them), then every
 * emulator-backed suite (emulator, browser) under the harness. Ends with one line, `N passed, N failed`, and exits non-zero on any failure.
 * Static checks and builds count as one test each.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import {
  add,
  countStep,
  failureLines,
  formatSummary,
  notRun,
  ZERO,
  type Counts,
  type VitestReport,
} from "./lib/summary.ts";
import { readyLine, preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, run, runCaptured, withEmulators } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";

/** The suites that run under the emulators, on the build. */
const EMULATOR_SUITES = ["emulator", "browser"] as const;
const REPORT_DIR = path.join(ROOT, "test-results", "reports");
const results: { name: string; counts: Counts }[] = [];
/** One line per failed test, repeated under the summary. */
const failures: string[] = [];
/** The Vitest projects that were started. */
const ran = new Set<string>();

function banner(title: string): void {
  process.stdout.write(`\n=== ${title} ===\n`);
}

async function check(name: string, command: string, args: string[]): Promise<boolean> {
  banner(name);
  const code = await run(command, args);
  results.push({ name, counts: code === 0 ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 } });
  return code === 0;
}

async function vitest(project: string, env: Record<string, string> = {}): Promise<void> {
  ran.add(project);
  banner(`${project} tests`);
  const reportFile = path.join(REPORT_DIR, `${project}.json`);
  rmSync(reportFile, { force: true });
  const code = await run(
    path.join(ROOT, "node_modules", ".bin", "vitest"),
    [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
    ],
    env,
  );
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport)
    : null;
  results.push({ name: `${project} tests`, counts: countStep(report, code) });
  if (report) failures.push(...failureLines(report, ROOT).map((line) => `[${project}] ${line}`));
}

async function main(): Promise<number> {
  rmSync(path.join(ROOT, "test-results"), { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  // Fails at once (before the slow steps) when the emulators cannot run or their ports are taken.
  const plan = await preflight();
  // Lint, the slowest static check, runs on the second core beside typecheck, the unit tests and
  // the build; its output is printed when it has finished.
  const lint = runCaptured("npm", ["run", "lint", "--silent"]);
  await check("typecheck", "npm", ["run", "typecheck", "--silent"]);
  await vitest("unit");

  banner("build");
  const built = (await buildAll()) === 0;
  results.push({ name: "build", counts: built ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 } });

  banner("lint");
  const linted = await lint;
  process.stdout.write(linted.output || "ESLint and Prettier: clean.\n");
  results.push({
    name: "lint",
    counts: linted.code === 0 ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 },
  });

  if (built) {
    banner("emulators");
    try {
      await withEmulators(plan, {}, async (emulators) => {
        process.stdout.write(readyLine(emulators));
        await vitest("emulator", emulators.env);
        await seedEmulators();
        await vitest("browser", emulators.env);
      });
    } catch (error) {
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
      results.push({ name: "emulators", counts: { ...ZERO, failed: 1 } });
    }
  }
  // A suite that could not run (the build failed, the emulators did not start) is one failure.
  const missed = notRun(EMULATOR_SUITES, ran);
  if (missed.length > 0) {
    process.stdout.write(`\nDid not run: ${missed.map((m) => m.name).join(", ")}.\n`);
    results.push(...missed);
  }

  const total = results.reduce((sum, r) => add(sum, r.counts), ZERO);
  banner("summary");
  for (const { name, counts } of results) {
    const skipped = counts.skipped > 0 ? ` skipped=${counts.skipped}` : "";
    process.stdout.write(
      `  ${name.padEnd(16)} passed=${counts.passed} failed=${counts.failed}${skipped}\n`,
    );
  }
  if (failures.length > 0)
    process.stdout.write(`failed:\n${failures.map((f) => `  ${f}\n`).join("")}`);
  process.stdout.write(`${formatSummary(total)}\n`);
  return total.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code), exitOnError);
