/** Lighthouse 12 (mobile preset, simulated throttling): its CLI with the system Chromium. */
import { spawn } from "node:child_process";
import path from "node:path";
import type { Browser } from "playwright-core";
import { median } from "./bench-table.ts";
import { chromiumPath } from "../../tests/support/browser.ts";
import { ROOT } from "./config.ts";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** How fast the host ran Lighthouse's CPU benchmark (docs/performance.md on what it moves). */
  benchmarkIndex: number;
}

export interface Report {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      title?: string;
      details?: { items?: { node?: { selector?: string; explanation?: string } }[] };
    }
  >;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/**
 * The audits that cost a category points (weighted, scored below 1), as "id: title", each with
 * the elements it names (their selector and Lighthouse's explanation, the first three), so that a
 * failure seen once in a bench run says where it is.
 */
export function failingAudits(report: Report, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = report.audits[ref.id];
      const score = audit?.score;
      if (typeof score !== "number" || score >= 1) return [];
      const nodes = (audit?.details?.items ?? [])
        .flatMap(({ node }) => (node?.selector ? [node] : []))
        .slice(0, 3)
        .map(({ selector, explanation }) =>
          explanation ? `${selector ?? ""} (${explanation.replace(/\s+/g, " ").trim()})` : selector,
        );
      const title = `${ref.id}: ${audit?.title ?? ""}`;
      return [nodes.length > 0 ? `${title} [${nodes.join("; ")}]` : title];
    });
}

/** Lighthouse's default CPU slowdown (its mobile preset), right for a host of 1500-2000. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host Lighthouse's reference phone, from the host's
 * benchmarkIndex, rounded to 0.1. The formula is the one of the CPU throttling calculator that
 * Lighthouse's throttling guide links ("Calibrating the CPU slowdown", docs/throttling.md in
 * GoogleChrome/lighthouse; https://lighthouse-cpu-throttling-calculator.vercel.app/, source
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js): linear between
 * 150 = 1x, 800 = 2x, 1300 = 3x, and 233 points per 1x above (1533 = 4x, 2000 = 6x). Below 150 the
 * host is slower than the reference phone already: 1x (no slowdown), the most that can be done.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`No CPU slowdown for a benchmarkIndex of ${benchmarkIndex}`);
  }
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 10) / 10;
}

/** The shape of Lighthouse's page functions module that the benchmark needs. */
interface PageFunctions {
  pageFunctions: { computeBenchmarkIndex: () => number };
}

const isPageFunctions = (value: unknown): value is PageFunctions =>
  typeof (value as Partial<PageFunctions> | null)?.pageFunctions?.computeBenchmarkIndex ===
  "function";

/**
 * The host's benchmarkIndex as Lighthouse measures it before each run: its own benchmark function
 * (core/lib/page-functions.js), run `runs` times in a blank page of `browser`, unthrottled.
 */
export async function benchmarkIndexRuns(browser: Browser, runs = 5): Promise<number[]> {
  // A computed specifier: the module is plain JavaScript, loaded as it is shipped.
  const specifier = ["lighthouse", "core", "lib", "page-functions.js"].join("/");
  const loaded: unknown = await import(specifier);
  if (!isPageFunctions(loaded)) throw new Error(`${specifier} has no computeBenchmarkIndex`);
  const source = `(${loaded.pageFunctions.computeBenchmarkIndex.toString()})()`;
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    for (let run = 0; run < runs; run += 1) values.push(await page.evaluate<number>(source));
    return values;
  } finally {
    await page.close();
  }
}

/** The host's CPU and the slowdown that makes it Lighthouse's reference phone. */
export interface Calibration {
  /** Lighthouse's benchmark runs (medianed in `benchmarkIndex`). */
  runs: number[];
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** Measures the host's benchmarkIndex (median of `runs`) and the slowdown it calls for. */
export async function calibrateCpu(browser: Browser, runs = 5): Promise<Calibration> {
  const values = await benchmarkIndexRuns(browser, runs);
  const benchmarkIndex = median(values);
  return { runs: values, benchmarkIndex, cpuSlowdown: cpuMultiplier(benchmarkIndex) };
}

export interface LighthouseOptions {
  /** Its simulated CPU is that many times slower than the host (default 4). */
  cpuSlowdown?: number | undefined;
  /**
   * The Chromium profile to run in, its storage kept (a signed-in session, signedInProfile in
   * observed.ts); by default a new profile with its storage cleared.
   */
  userDataDir?: string | undefined;
}

/**
 * One Lighthouse run of `url`, printing failing audits of the categories held to 100
 * (LighthouseOptions: the CPU slowdown and the profile).
 */
export function lighthouse(
  url: string,
  { cpuSlowdown, userDataDir }: LighthouseOptions = {},
): Promise<LighthouseScores> {
  const args = [
    url,
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    // A profile with a session: Lighthouse must not clear its storage (signedInProfile).
    ...(userDataDir === undefined ? [] : ["--disable-storage-reset"]),
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--max-wait-for-load=10000",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run${
      userDataDir === undefined ? "" : ` --user-data-dir=${userDataDir}`
    }`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "lighthouse"), args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) {
        reject(new Error(`Lighthouse exited with ${code} for ${url}: ${err.slice(-500)}`));
        return;
      }
      const report = JSON.parse(out) as Report;
      if (report.runtimeError) {
        reject(new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      for (const category of ["accessibility", "best-practices", "seo"]) {
        const failing = failingAudits(report, category);
        if (failing.length > 0) {
          process.stdout.write(`Lighthouse ${category} of ${url}: ${failing.join("; ")}\n`);
        }
      }
      resolve({
        performance: score(report, "performance"),
        accessibility: score(report, "accessibility"),
        bestPractices: score(report, "best-practices"),
        seo: score(report, "seo"),
        lcpMs: numeric(report, "largest-contentful-paint"),
        tbtMs: numeric(report, "total-blocking-time"),
        cls: numeric(report, "cumulative-layout-shift"),
        fcpMs: numeric(report, "first-contentful-paint"),
        benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      });
    });
  });
}

export type LighthouseOutcome =
  { ok: true; scores: LighthouseScores } | { ok: false; error: string };

/**
 * One Lighthouse run of `url`, run again once if it crashes (Chrome on a busy machine sometimes
 * stops responding mid-run); the second failure is reported, not thrown.
 */
export async function lighthouseWithRetry(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ok: true, scores: await lighthouse(url, options) };
    } catch (error) {
      process.stdout.write(
        `Lighthouse failed on ${url} (attempt ${attempt} of 2): ${String(error).slice(0, 200)}\n`,
      );
      if (attempt === 2)
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The server-rendered page with every script (and script preload) taken out. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, "");
}
