/** Size budgets of the production build (web/build/client), checked by `npm test` and `npm run bench`. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./config.ts";

export const DIST = path.join(ROOT, "web", "build", "client");

/**
 * The most JS (KB, gzip) the landing page may load to start: entry + every chunk it preloads.
 * `npm test` holds the build to the ceiling (122.1 KB when set: it may not grow); the bench
 * reports it against the target (a phone's budget, ADR 016).
 */
export const ENTRY_JS_BUDGET_KB = 125;
/**
 * The most files the landing may load to start (10 when set): on a phone network, small files
 * wait for each other's connections (the `shell` group in web/vite.config.ts).
 */
export const ENTRY_JS_FILES_BUDGET = 12;
export const ENTRY_JS_TARGET_KB = 120;

export const gzipKb = (file: string): number =>
  gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

const MODULE_PRELOAD = /<link\b(?=[^>]*\srel="modulepreload")[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b(?=[^>]*\stype="module")[^>]*>([\s\S]*?)<\/script>/;

/** A page's start-up scripts (root-relative): its modulepreloads and module script's imports. */
export function startupScripts(html: string): string[] {
  const code = MODULE_SCRIPT.exec(html)?.[1] ?? "";
  const urls = [
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ""),
    // What the module script imports; not the manifest file's URL that a page carrying its own
    // routes' manifest (lazy route discovery) names without loading it.
    ...[...code.matchAll(/(?:import|from)\s*\(?\s*"(\/[^"\\]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    ),
  ];
  return [...new Set(urls.filter((url) => url.endsWith(".js")))];
}

/** startupScripts as paths under the build's folder. */
export function initialScripts(html: string): string[] {
  return startupScripts(html).map((url) => url.slice(1));
}

/** The entry script of a built page plus every chunk it preloads, gzipped, in KB. */
export function entryJsKb(html: string): number {
  return initialScripts(html).reduce((sum, file) => sum + gzipKb(file), 0);
}

/** What the public pages may weigh and how fast they must paint, whatever their pictures weigh. */
export const PAGE_BUDGETS = {
  /** The HTML of /services as served (hydration data included), KB. */
  servicesHtmlKb: 40,
  /** The body of GET /api/services, KB. */
  apiServicesKb: 40,
  /** The largest service document's Firestore storage size, KB. */
  serviceDocumentKb: 10,
  /** Lighthouse performance (mobile, CPU slowdown calibrated to the host) of each measured page. */
  lighthousePerformance: 95,
  /** Lighthouse's total blocking time (simulated, calibrated CPU), ms. */
  lighthouseTbtMs: 150,
  /** A page's LCP over that of the same HTML without scripts. */
  lcpOverNoScripts: 1.1,
  /** From a tap on the header's menu control, 300 ms after the first paint, to the menu shown (ms). */
  menuTapMs: 200,
  /** Observed in Chromium: over the long tasks after the first paint, their time beyond 50 ms. */
  blockingAfterPaintMs: 150,
  /** Observed in Chromium: the landing (/) hydrated, from the navigation (ms). */
  landingHydratedMs: 1500,
} as const;
