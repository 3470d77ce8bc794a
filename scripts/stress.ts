/**
 * `npm run stress [-- --requests N --connections N --users N]`: the REST API's bookings under
 * load, retried as a careful client would (lib/rest-load.ts orderStress): every request must end
 * with its own order, stored once, as its sender's. Prints the figures, writes them to
 * .bench/stress.json, and exits non-zero if anything was lost, duplicated or left unanswered.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/config.ts";
import { preflight } from "./lib/harness.ts";
import { orderStress, type OrderStressReport } from "./lib/rest-load.ts";
import { buildWorkspace, exitOnError, withEmulators } from "./lib/run.ts";

const fixed = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function printReport(report: OrderStressReport): void {
  const { figures, options } = report;
  const rows: [string, string][] = [
    ["Requests sent (POST /orders, each with its own Idempotency-Key)", String(report.sent)],
    ["Concurrent clients / users", `${options.connections} / ${options.users}`],
    ["Duration", `${fixed(figures.durationSec)} s`],
    ["Requests/s", fixed(figures.requestsPerSec)],
    ["Latency p50", `${fixed(figures.p50)} ms`],
    ["Latency p95", `${fixed(figures.p95)} ms`],
    ["Latency p99", `${fixed(figures.p99)} ms`],
    ["Latency max", `${fixed(figures.max)} ms`],
    ["Answers by status", JSON.stringify(figures.statusCodes)],
    [
      "No answer: timeouts / connection errors",
      `${figures.timeouts} / ${figures.connectionErrors}`,
    ],
    ["Non-2xx answers", String(figures.non2xx)],
    [
      "Retried with the same key (requests / attempts)",
      `${report.retried} / ${report.retryAttempts}`,
    ],
    ["  answered with the order an earlier attempt stored", String(report.replayed)],
    ["Unanswered after retries", String(report.unansweredAfterRetries)],
    ["Order documents found", String(report.documents)],
    ["Lost (acknowledged, missing)", String(report.lost)],
    ["Duplicated (stored, named by no answer)", String(report.duplicated)],
    ["With the wrong owner", String(report.wrongOwner)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write("\n");
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(width)}  ${value}\n`);
  process.stdout.write(`\n${report.ok ? "PASS" : "FAIL"}\n`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      requests: { type: "string", default: "2000" },
      connections: { type: "string", default: "50" },
      users: { type: "string", default: "250" },
    },
  });
  const options = {
    requests: Number(values.requests),
    connections: Number(values.connections),
    users: Number(values.users),
  };
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 1) {
      process.stderr.write(`--${name} must be a positive integer\n`);
      return 2;
    }
  }
  const plan = await preflight();
  if ((await buildWorkspace("functions")) !== 0) return 1;
  // Hosting's pages come from the `ssr` function's copy of the web build, and must answer
  // before the harness is ready.
  if (!existsSync(path.join(ROOT, "functions", "ssr", "index.js"))) {
    if ((await buildWorkspace("web")) !== 0) return 1;
  }
  const report = await withEmulators(plan, {}, () => {
    process.stdout.write(
      `Sending ${options.requests} POST /orders from ${options.connections} clients as ` +
        `${options.users} users...\n`,
    );
    return orderStress(options);
  });
  printReport(report);
  const out = path.join(ROOT, ".bench");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "stress.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...report }, null, 2)}\n`,
  );
  process.stdout.write("Figures written to .bench/stress.json\n");
  return report.ok ? 0 : 1;
}

main().then((code) => process.exit(code), exitOnError);
