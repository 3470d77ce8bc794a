/**
 * `npm run bench`: builds for production, starts the emulators, measures, prints a table with each
 * figure, its target and PASS/FAIL, and writes the same figures to .bench/results.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, URLS } from "./lib/config.ts";
import { customerSessionJsKb, landingHeapMb, launchChromium } from "./lib/browser-metrics.ts";
import { DIST, ENTRY_JS_BUDGET_KB, entryJsKb, gzipKb } from "./lib/budgets.ts";
import {
  lighthouse,
  median,
  medianScores,
  withoutScripts,
  type LighthouseScores,
} from "./lib/lighthouse.ts";
import { preflight } from "./lib/harness.ts";
import { measureReadCounts, seedScaleProject, TOTAL_ORDERS } from "./lib/read-counts.ts";
import { measureRestEndpoints, restLoadRows } from "./lib/rest-load.ts";
import { buildAll, exitOnError, withEmulators } from "./lib/run.ts";
import { accounts, services } from "./seed/data.ts";

interface Figure {
  name: string;
  value: number;
  unit: string;
  /** "<= 200" or ">= 95" style target, or null for figures that are only reported. */
  target: { max: number } | { min: number } | null;
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

export function passes(figure: Figure): boolean | null {
  if (!figure.target) return null;
  return "max" in figure.target
    ? figure.value <= figure.target.max
    : figure.value >= figure.target.min;
}

const formatValue = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1);

function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.name,
    `${formatValue(f.value)} ${f.unit}`.trim(),
    f.target
      ? `${"max" in f.target ? `<= ${f.target.max}` : `>= ${f.target.min}`} ${f.unit}`.trim()
      : "report",
    { true: "PASS", false: "FAIL", null: "-" }[String(passes(f)) as "true" | "false" | "null"],
  ]);
  const header = ["Figure", "Value", "Target", "Result"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

/** The seed customer books the seed's first service during the session measurement. */
const SEED_CUSTOMER = accounts.customer;
const BENCH_SERVICE_ID = services[0]?.id ?? "web-design";

/** Lighthouse runs of each page; "/" and its script-free copy in the same round. */
const LIGHTHOUSE_ROUNDS = 3;
const NO_JS_PAGE = "bench-no-js";

/** The figures measured in Chromium against the Hosting emulator (seed data loaded). */
async function measureWeb(landingHtml: string): Promise<Figure[]> {
  const noJsFile = path.join(DIST, `${NO_JS_PAGE}.html`);
  writeFileSync(noJsFile, withoutScripts(landingHtml));
  const runs: Record<"home" | "services" | "noJs", LighthouseScores[]> = {
    home: [],
    services: [],
    noJs: [],
  };
  try {
    for (let round = 1; round <= LIGHTHOUSE_ROUNDS; round += 1) {
      process.stdout.write(`Lighthouse round ${round} of ${LIGHTHOUSE_ROUNDS}...\n`);
      runs.home.push(await lighthouse(`${URLS.hosting}/`));
      runs.noJs.push(await lighthouse(`${URLS.hosting}/${NO_JS_PAGE}`));
      runs.services.push(await lighthouse(`${URLS.hosting}/services`));
    }
  } finally {
    rmSync(noJsFile, { force: true });
  }
  const home = medianScores(runs.home);
  const services = medianScores(runs.services);
  const lcpRatio = median(
    runs.home.map((run, i) => run.lcpMs / (runs.noJs[i]?.lcpMs ?? Number.NaN)),
  );

  const browser = await launchChromium();
  let heapMb: number;
  let session: { kb: number; files: number };
  try {
    heapMb = await landingHeapMb(browser);
    session = await customerSessionJsKb(browser, SEED_CUSTOMER, BENCH_SERVICE_ID);
  } finally {
    await browser.close();
  }

  const pageRows = (label: string, scores: LighthouseScores): Figure[] => [
    {
      name: `Lighthouse performance, ${label}`,
      value: scores.performance,
      unit: "",
      target: { min: 95 },
    },
    {
      name: `Lighthouse accessibility, ${label}`,
      value: scores.accessibility,
      unit: "",
      target: { min: 100 },
    },
    {
      name: `Lighthouse best practices, ${label}`,
      value: scores.bestPractices,
      unit: "",
      target: { min: 100 },
    },
    { name: `Lighthouse SEO, ${label}`, value: scores.seo, unit: "", target: { min: 100 } },
  ];
  return [
    ...pageRows("/", home),
    ...pageRows("/services", services),
    { name: "LCP of / (median)", value: home.lcpMs, unit: "ms", target: null },
    {
      name: "LCP of / without scripts (median)",
      value: medianScores(runs.noJs).lcpMs,
      unit: "ms",
      target: null,
    },
    { name: "LCP of / over LCP without scripts", value: lcpRatio, unit: "", target: { max: 1.2 } },
    { name: "CLS, /", value: home.cls, unit: "", target: { max: 0.02 } },
    { name: "TBT, /", value: home.tbtMs, unit: "ms", target: { max: 150 } },
    {
      name: "JS heap used after the landing settles",
      value: heapMb,
      unit: "MB",
      target: { max: 25 },
    },
    {
      name: `JS of a customer session (landing, login, book, My Orders; ${session.files} files, gzip)`,
      value: session.kb,
      unit: "KB",
      target: null,
    },
  ];
}

async function main(): Promise<number> {
  const plan = await preflight();
  if ((await buildAll()) !== 0) return 1;
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const figures: Figure[] = [
    {
      name: "Start-up JS of the landing: entry and its preloads (gzip)",
      value: entryJsKb(html),
      unit: "KB",
      target: { max: ENTRY_JS_BUDGET_KB },
    },
    { name: "All JS of the build (gzip)", value: totalJsKb(), unit: "KB", target: null },
    {
      name: "Functions entry module load, median of 5",
      value: functionsLoadMs(),
      unit: "ms",
      target: { max: 300 },
    },
  ];
  const { counts, web } = await withEmulators(plan, {}, async () => {
    process.stdout.write("Loading the REST API: GET /services, POST /orders, 15 s each...\n");
    figures.push(...restLoadRows(await measureRestEndpoints()));
    const env = await seedScaleProject();
    let readCounts: Awaited<ReturnType<typeof measureReadCounts>>;
    try {
      readCounts = await measureReadCounts(env);
    } finally {
      await env.clearFirestore();
      await env.cleanup();
    }
    return { counts: readCounts, web: await measureWeb(html) };
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
  figures.push(...web);
  printTable(figures);
  const out = path.join(ROOT, ".bench");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "results.json"),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        figures: figures.map((f) => ({ ...f, pass: passes(f) })),
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nFigures written to .bench/results.json\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "bench.ts")) {
  main().then((code) => process.exit(code), exitOnError);
}
