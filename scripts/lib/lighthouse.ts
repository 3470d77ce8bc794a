/** Lighthouse 12 (mobile preset, simulated throttling): its CLI with the system Chromium. */
import { spawn } from "node:child_process";
import path from "node:path";
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
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** The audits that cost a category points (weighted, scored below 1), as "id: title". */
export function failingAudits(report: Report, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = report.audits[ref.id];
      const score = audit?.score;
      return typeof score === "number" && score < 1 ? [`${ref.id}: ${audit?.title ?? ""}`] : [];
    });
}

/** One Lighthouse run of `url`, printing failing audits of the categories held to 100. */
export function lighthouse(url: string): Promise<LighthouseScores> {
  const args = [
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--max-wait-for-load=10000",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
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
export async function lighthouseWithRetry(url: string): Promise<LighthouseOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ok: true, scores: await lighthouse(url) };
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
