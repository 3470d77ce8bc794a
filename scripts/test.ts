/**
 * `npm test`: typecheck, lint, unit tests, then every emulator-backed suite (emulator, browser)
 * under the harness. Ends with one line, `N passed, N failed`, and exits non-zero on any failure.
 * Static checks and builds count as one test each.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import {
  add,
  countStep,
  formatSummary,
  ZERO,
  type Counts,
  type VitestReport,
} from "./lib/summary.ts";
import { describeFunctionsNode, preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, run, withEmulators } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";

const REPORT_DIR = path.join(ROOT, "test-results", "reports");
const results: { name: string; counts: Counts }[] = [];

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
}

async function main(): Promise<number> {
  rmSync(path.join(ROOT, "test-results"), { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  // Fails at once (before the slow steps) when the emulators cannot run or their ports are taken.
  const plan = await preflight();
  await check("typecheck", "npm", ["run", "typecheck", "--silent"]);
  await check("lint", "npm", ["run", "lint", "--silent"]);
  await vitest("unit");

  banner("build");
  const built = (await buildAll()) === 0;
  results.push({ name: "build", counts: built ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 } });

  if (built) {
    banner("emulators");
    try {
      await withEmulators(plan, {}, async (emulators) => {
        process.stdout.write(
          `Emulators ready (${emulators.mode} mode, ${describeFunctionsNode(emulators.functionsNode)}).\n`,
        );
        await vitest("emulator", emulators.env);
        await seedEmulators();
        await vitest("browser", emulators.env);
      });
    } catch (error) {
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
      results.push({ name: "emulators", counts: { ...ZERO, failed: 1 } });
    }
  }

  const total = results.reduce((sum, r) => add(sum, r.counts), ZERO);
  banner("summary");
  for (const { name, counts } of results) {
    const skipped = counts.skipped > 0 ? ` skipped=${counts.skipped}` : "";
    process.stdout.write(
      `  ${name.padEnd(16)} passed=${counts.passed} failed=${counts.failed}${skipped}\n`,
    );
  }
  process.stdout.write(`${formatSummary(total)}\n`);
  return total.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code), exitOnError);
