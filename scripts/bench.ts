/**
 * `npm run bench`: builds for production, starts the emulators, measures, prints a table with each
 * figure, its target and PASS/FAIL, and writes the same figures to .bench/results.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./lib/config.ts";
import { preflight } from "./lib/harness.ts";
import { measureReadCounts, seedScaleProject, TOTAL_ORDERS } from "./lib/read-counts.ts";
import { measureRestEndpoints, restLoadRows } from "./lib/rest-load.ts";
import { buildAll, exitOnError, withEmulators } from "./lib/run.ts";

interface Figure {
  name: string;
  value: number;
  unit: string;
  /** "<= 200" style target, or null for figures that are only reported. */
  target: { max: number } | null;
}

const DIST = path.join(ROOT, "web", "dist");

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

/** The entry script of index.html plus every chunk it preloads (its static imports), gzipped. */
export function entryJsKb(html: string): number {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(match[1] ?? "");
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) {
    files.add(match[1] ?? "");
  }
  files.delete("");
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
}

function totalJsKb(): number {
  const assets = path.join(DIST, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipKb(path.join("assets", file)), 0);
}

/** Median time to `require` the built functions entry in a fresh Node process, 5 runs. */
function functionsLoadMs(): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const result = spawnSync(
      process.execPath,
      [
        "-e",
        "const t=process.hrtime.bigint();require('./functions/lib/index.js');" +
          "process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))",
      ],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, GCLOUD_PROJECT: "demo-agency" } },
    );
    if (result.status !== 0) throw new Error(`Loading functions/lib failed: ${result.stderr}`);
    runs.push(Number(result.stdout));
  }
  runs.sort((a, b) => a - b);
  return runs[2] ?? Number.NaN;
}

function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.name,
    `${Number.isInteger(f.value) ? f.value : f.value.toFixed(1)} ${f.unit}`,
    f.target ? `<= ${f.target.max} ${f.unit}` : "report",
    f.target ? (f.value <= f.target.max ? "PASS" : "FAIL") : "-",
  ]);
  const header = ["Figure", "Value", "Target", "Result"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

async function main(): Promise<number> {
  const plan = await preflight();
  if ((await buildAll()) !== 0) return 1;
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const figures: Figure[] = [
    {
      name: "JS before the landing's first paint (gzip)",
      value: entryJsKb(html),
      unit: "KB",
      target: { max: 200 },
    },
    { name: "All JS of the build (gzip)", value: totalJsKb(), unit: "KB", target: null },
    {
      name: "Functions entry module load, median of 5",
      value: functionsLoadMs(),
      unit: "ms",
      target: { max: 300 },
    },
  ];
  const counts = await withEmulators(plan, {}, async () => {
    process.stdout.write("Loading the REST API: GET /services, POST /orders, 15 s each...\n");
    figures.push(...restLoadRows(await measureRestEndpoints()));
    const env = await seedScaleProject();
    try {
      return await measureReadCounts(env);
    } finally {
      await env.clearFirestore();
      await env.cleanup();
    }
  });
  figures.push(
    {
      name: `Manage Orders documents delivered (${TOTAL_ORDERS} orders)`,
      value: counts.manageOrders,
      unit: "docs",
      target: { max: 26 },
    },
    {
      name: `My Orders documents delivered (${TOTAL_ORDERS} orders, 3 the user's)`,
      value: counts.myOrders,
      unit: "docs",
      target: { max: 3 },
    },
  );
  printTable(figures);
  const out = path.join(ROOT, ".bench");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "results.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  process.stdout.write(`\nFigures written to .bench/results.json\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "bench.ts")) {
  main().then((code) => process.exit(code), exitOnError);
}
