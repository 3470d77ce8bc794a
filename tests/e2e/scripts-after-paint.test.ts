/**
 * A public page is painted before its scripts start (components/layout/ScriptsAfterPaint.tsx):
 * no script is requested before the first contentful paint and the load event, then React
 * Router's scripts start from the `<noscript>` and hydrate the page, with its loader data, no
 * script error and no Content Security Policy violation; navigation then runs in the browser.
 * A page the browser renders (the dashboard, a spinner until then) starts them once loaded.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { collectErrors, useBrowser, WIDTHS } from "../support/e2e.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { START_OPTIONS } from "../../web/src/lib/scripts-after-paint.ts";

const browser = useBrowser();

/** Records, in the page, when each script request started and when it painted and loaded. */
const RECORD = `(() => {
  window.__starts = { fcp: 0, load: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") window.__starts.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => (window.__starts.load = performance.now()));
})();`;

describe("scripts after the first paint", () => {
  it.each([
    ["/", "/services"],
    ["/services", "/"],
  ])("paints %s and loads it before any script, then hydrates it", async (path, next) => {
    const context = await browser().newContext({
      viewport: { width: WIDTHS.phone, height: 844 },
      baseURL: URLS.hosting,
    });
    onTestFinished(() => context.close());
    await context.addInitScript(RECORD);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    const { fcp, load, scripts } = await page.evaluate(() => {
      const marks = (window as unknown as { __starts: { fcp: number; load: number } }).__starts;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { ...marks, scripts };
    });
    expect(fcp).toBeGreaterThan(0);
    expect(load).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(Math.max(fcp, load));
    expect(errors).toEqual([]);

    // Hydrated with the router: a link now navigates in the browser, in the same document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator(`a[href="${next}"]:visible`).first().click();
    await page.waitForURL(new URL(next, URLS.hosting).href);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });

  it("starts the scripts of a page the browser renders (a spinner, nothing to paint) once it has loaded", async () => {
    const context = await browser().newContext({ baseURL: URLS.hosting });
    onTestFinished(() => context.close());
    // No waiting out the longest wait: the start-up script's fallback timer never fires, so the
    // page hydrates only if the script saw it need not wait for a paint.
    await context.addInitScript(`(() => {
      const set = window.setTimeout;
      let dropped = false;
      window.setTimeout = (callback, ms, ...rest) => {
        if (!dropped && ms === ${START_OPTIONS.waitMaxMs}) return (dropped = true), 0;
        return set(callback, ms, ...rest);
      };
    })();`);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/dashboard");
    await page.locator(START_OPTIONS.spinnerSelector).first().waitFor({ state: "attached" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
    // Hydrated: signed out, the dashboard sends the visitor to the login page.
    await page.waitForURL((url) => url.pathname === "/login");
    expect(errors).toEqual([]);
  });
});
