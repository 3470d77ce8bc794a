/** Size budgets of the production build (web/build/client), checked by `npm test` and `npm run bench`. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./config.ts";

export const DIST = path.join(ROOT, "web", "build", "client");

/** The most JS (KB, gzip) the landing page may load to start: entry + every chunk it preloads. */
export const ENTRY_JS_BUDGET_KB = 200;

export const gzipKb = (file: string): number =>
  gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

/** The scripts a page's HTML loads to start: module scripts and module preloads. */
export function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(match[1] ?? "");
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) {
    files.add(match[1] ?? "");
  }
  files.delete("");
  return [...files];
}

/** The entry script of a built page plus every chunk it preloads, gzipped, in KB. */
export function entryJsKb(html: string): number {
  return initialScripts(html).reduce((sum, file) => sum + gzipKb(file), 0);
}
