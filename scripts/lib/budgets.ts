/** Size budgets of the production build (web/build/client), checked by `npm test` and `npm run bench`. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startupScripts } from "../../web/src/lib/boot.ts";
import { ROOT } from "./config.ts";

export const DIST = path.join(ROOT, "web", "build", "client");

/** The most JS (KB, gzip) the landing page may load to start: entry + every chunk it preloads. */
export const ENTRY_JS_BUDGET_KB = 200;

export const gzipKb = (file: string): number =>
  gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

/** The scripts a page's HTML loads to start: those its module script imports or preloads. */
export function initialScripts(html: string): string[] {
  return startupScripts(html).map((url) => url.slice(1));
}

/** The entry script of a built page plus every chunk it preloads, gzipped, in KB. */
export function entryJsKb(html: string): number {
  return initialScripts(html).reduce((sum, file) => sum + gzipKb(file), 0);
}
