/**
 * The cheap performance budgets of the production build, so a regression fails `npm test`
 * (`npm run bench` measures the rest).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DIST,
  ENTRY_JS_BUDGET_KB,
  ENTRY_JS_FILES_BUDGET,
  entryJsKb,
  initialScripts,
} from "../../scripts/lib/budgets.ts";
import { URLS } from "../../scripts/lib/config.ts";

// The landing as the `ssr` function renders it through Hosting.
const landing = await (await fetch(`${URLS.hosting}/`)).text();

describe("build budgets", () => {
  it(`loads at most ${ENTRY_JS_BUDGET_KB} KB of JS (gzip) to start the landing page`, () => {
    const kb = entryJsKb(landing);
    expect(kb).toBeGreaterThan(50);
    expect(kb).toBeLessThanOrEqual(ENTRY_JS_BUDGET_KB);
  });

  it(`starts the landing page with at most ${ENTRY_JS_FILES_BUDGET} script files`, () => {
    const files = initialScripts(landing);
    expect(files.length).toBeGreaterThan(2);
    expect(files.length).toBeLessThanOrEqual(ENTRY_JS_FILES_BUDGET);
  });

  it("keeps the Firebase SDKs out of the landing page's initial scripts", () => {
    const scripts = initialScripts(landing);
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(path.join(DIST, file), "utf8");
      expect(code, file).not.toMatch(/@firebase\/(firestore|auth|app)/);
    }
  });

  it("still ships the Firestore and Auth SDKs, in chunks loaded on demand", () => {
    // Proves the marker the test above looks for is present in the SDK code.
    const initial = new Set(initialScripts(landing));
    const lazy = readdirSync(path.join(DIST, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => `assets/${file}`)
      .filter((file) => !initial.has(file));
    const code = lazy.map((file) => readFileSync(path.join(DIST, file), "utf8")).join("\n");
    expect(code).toContain("@firebase/firestore");
    expect(code).toContain("@firebase/auth");
  });
});
