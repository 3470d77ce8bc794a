/** Figures the bench reads from a real Chromium: the landing's JS heap, a customer session's JS. */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../tests/support/browser.ts";
import { gzipKb } from "./budgets.ts";
import { URLS } from "./config.ts";

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

async function settle(page: Page, ms: number): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForTimeout(ms);
}

/** JS heap in use (MB) after the landing page has loaded and settled, once per run. */
export async function landingHeapMb(browser: Browser, runs = 3): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ ...MOBILE, baseURL: URLS.hosting });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto("/");
    await settle(page, 3000);
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value;
    if (used === undefined) throw new Error("Chromium reported no JSHeapUsedSize");
    values.push(used / 1024 / 1024);
    await context.close();
  }
  return values;
}

/**
 * The JS (KB, gzip, as built) a customer's visit loads: the landing, the login, booking a
 * service, then My Orders.
 */
export async function customerSessionJsKb(
  browser: Browser,
  customer: { email: string; password: string },
  serviceId: string,
): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({ ...MOBILE, baseURL: URLS.hosting });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script" && pathname.startsWith("/assets/")) {
      scripts.add(pathname.slice(1));
    }
  });
  await page.goto("/");
  await settle(page, 1000);
  // On a phone the Login link sits in the menu drawer.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Login" }).click();
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(customer.email);
  await login.getByLabel("Password").fill(customer.password);
  await login.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(`/services/services/${serviceId}`);
  const booking = page.getByRole("form", { name: "Book this service" });
  await booking.getByLabel("Phone").fill("+1 555 0100");
  await booking.getByLabel("Address").fill("1 Bench Street");
  await booking.getByRole("button", { name: "Book Now" }).click();
  await page
    .getByText(/Thank You for Choosing/)
    .first()
    .waitFor();
  await page.goto("/dashboard/myOrders");
  await page.getByRole("heading", { name: "My Orders" }).waitFor();
  await settle(page, 1000);
  await context.close();
  const kb = [...scripts].reduce((sum, file) => sum + gzipKb(path.normalize(file)), 0);
  return { kb, files: scripts.size };
}

export { launchChromium };

export interface ThrottledLoad {
  lcpMs: number;
  /** NaN for a page without scripts (it never hydrates). */
  hydratedMs: number;
}

/**
 * One load of `pathname` in Chromium with the network and CPU throttled as Lighthouse's mobile
 * preset assumes (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4x slower), observed rather than
 * simulated: when its largest element painted, and when it was hydrated (`<html data-hydrated>`,
 * set by the root once React has hydrated the document), both from the start of the navigation.
 * A page without scripts (`hydrates: false`, such as the bench's script-free copies) is read once
 * it has loaded: every picture it shows above the fold delays its load event.
 */
export async function throttledLoad(
  browser: Browser,
  pathname: string,
  { hydrates = true }: { hydrates?: boolean } = {},
): Promise<ThrottledLoad> {
  const context = await browser.newContext({ ...MOBILE, baseURL: URLS.hosting });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const marks = { hydrated: 0 };
      (window as unknown as { __loadMarks: typeof marks }).__loadMarks = marks;
      new MutationObserver(() => {
        if (!marks.hydrated && document.documentElement.dataset.hydrated) {
          marks.hydrated = performance.now();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(pathname, { waitUntil: "load", timeout: 60_000 });
    if (hydrates) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: 60_000,
      });
    }
    // The latest LCP candidate so far: a buffered observer is handed every entry recorded since
    // the navigation, including those of paints just before this call. A page that painted no
    // candidate at all gets none, and gives NaN (a row that is "not measured") after 10 s.
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          setTimeout(() => resolve(Number.NaN), 10_000);
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const hydratedMs = hydrates
      ? await page.evaluate(
          () => (window as unknown as { __loadMarks: { hydrated: number } }).__loadMarks.hydrated,
        )
      : Number.NaN;
    return { lcpMs, hydratedMs };
  } finally {
    await context.close();
  }
}
