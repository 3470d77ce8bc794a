/**
 * What a visitor on Lighthouse's phone gets, observed in a real Chromium (throttled as
 * PHONE_THROTTLING with the CPU slowed by the calibrated rate, the cache empty, a new context per
 * load), in ms from the navigation. LCP comes through the DevTools protocol, which reports it for a
 * page that runs no script too; hydrated is when web/src/root.tsx's effect marked
 * `<html data-hydrated>`; blocking time comes from the page's long tasks; tracedLoad records a
 * Chromium trace of the load (lib/trace.ts reads it).
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chromiumPath } from "../../tests/support/browser.ts";
import { URLS } from "./config.ts";
import {
  blockingTime,
  summarizeTrace,
  TRACE_CATEGORIES,
  type Task,
  type TraceEvent,
  type TraceSummary,
} from "./trace.ts";

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Lighthouse's mobile preset: its "slow 4G" network. Its CPU slowdown (4x) fits a host of
 * 1500-2000 only; the loads here take the host's calibrated rate (lighthouse.ts, cpuMultiplier).
 */
export const PHONE_THROTTLING = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
} as const;

/** How the CPU is slowed: the calibrated rate (x times slower than the host). */
export interface CpuThrottling {
  cpuSlowdown: number;
}

export interface ObservedLoad {
  fcpMs: number;
  lcpMs: number;
  /** NaN without JavaScript (the page never hydrates). */
  hydratedMs: number;
  /** Over the long tasks after FCP, their time beyond 50 ms; NaN without JavaScript. */
  blockingMs: number;
  /** The longest task (0 when none was over 50 ms); NaN without JavaScript. */
  longestTaskMs: number;
}

/** Marks the page records from its start: the first contentful paint, hydration, long tasks. */
interface LoadMarks {
  fcp: number;
  hydrated: number;
  tap: number;
  /** What the page's `longtask` observer saw (ms from the navigation). */
  longTasks: Task[];
}

/** After hydration, how long the page must stay free of long tasks before its figures are read. */
const QUIET_MS = 2000;
/** The most the bench waits for that, from the load event. */
const QUIET_CAP_MS = 15_000;

declare global {
  interface Window {
    __loadMarks?: LoadMarks;
  }
}

/** A throttled page, and its largest contentful paint so far (ms from the navigation, or NaN). */
async function throttledPage(
  context: BrowserContext,
  { cpuSlowdown }: CpuThrottling,
): Promise<{ page: Page; latestLcp: () => Promise<number> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { frameTree } = await cdp.send("Page.getFrameTree");
  /** The main frame's LCP candidates, as times since the epoch (ms). */
  const candidates: number[] = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    const details = event.lcpDetails;
    if (event.frameId !== frameTree.frame.id || !details) return;
    candidates.push((details.renderTime || details.loadTime) * 1000);
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint"] });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE_THROTTLING.latencyMs,
    downloadThroughput: (PHONE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE_THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  // Runs in the page before its own scripts (also with the page's JavaScript disabled: init
  // scripts are the browser's, not the page's).
  await page.addInitScript(() => {
    const marks: LoadMarks = { fcp: 0, hydrated: 0, tap: 0, longTasks: [] };
    window.__loadMarks = marks;
    new PerformanceObserver((list) => {
      const fcp = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
      if (fcp && !marks.fcp) marks.fcp = fcp.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        marks.longTasks.push({ start: task.startTime, duration: task.duration });
      }
    }).observe({ type: "longtask", buffered: true });
    new MutationObserver(() => {
      if (!marks.hydrated && document.documentElement.dataset.hydrated) {
        marks.hydrated = performance.now();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    addEventListener("pointerdown", (event) => (marks.tap ||= event.timeStamp), { capture: true });
  });
  const latestLcp = async () => {
    const origin = await page.evaluate(() => performance.timeOrigin);
    const latest = candidates.at(-1);
    return latest === undefined ? Number.NaN : latest - origin;
  };
  return { page, latestLcp };
}

/** A new browser context as Lighthouse's phone sees Hosting (screen only; no throttling). */
export function phoneContext(browser: Browser, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ ...MOBILE, baseURL: URLS.hosting, javaScriptEnabled });
}

/** The marks so far; the FCP from the paint entries, which a page without scripts has too. */
const marks = (page: Page) =>
  page.evaluate(() => ({
    hydrated: 0,
    tap: 0,
    longTasks: [],
    ...window.__loadMarks,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  }));

/**
 * Waits for the page to hydrate, then for it to stay free of long tasks for QUIET_MS (the work
 * the Firestore listeners do after hydration counts), at most QUIET_CAP_MS after its load event.
 */
async function settleAfterHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 60_000,
  });
  await page.waitForFunction(
    ({ quietMs, capMs }) => {
      const marks = window.__loadMarks;
      const load = performance.getEntriesByType("navigation")[0] as
        PerformanceNavigationTiming | undefined;
      const now = performance.now();
      if (!marks || now >= (load?.loadEventEnd ?? 0) + capMs) return true;
      const busyUntil = Math.max(
        marks.hydrated,
        ...marks.longTasks.map((task) => task.start + task.duration),
      );
      return now - busyUntil >= quietMs;
    },
    { quietMs: QUIET_MS, capMs: QUIET_CAP_MS },
    { polling: 250, timeout: QUIET_CAP_MS + 60_000 },
  );
}

/**
 * One throttled load of `pathname`, read once it has loaded and (with JavaScript) hydrated and
 * settled (settleAfterHydration).
 */
export async function observedLoad(
  browser: Browser,
  pathname: string,
  { javaScript = true, cpuSlowdown }: { javaScript?: boolean } & CpuThrottling,
): Promise<ObservedLoad> {
  const context = await phoneContext(browser, javaScript);
  try {
    const { page, latestLcp } = await throttledPage(context, { cpuSlowdown });
    await page.goto(pathname, { waitUntil: "load", timeout: 60_000 });
    if (javaScript) await settleAfterHydration(page);
    // A paint's candidate reaches the protocol a moment after the frame.
    await page.waitForTimeout(500);
    const lcpMs = await latestLcp();
    const { fcp, hydrated, longTasks } = await marks(page);
    const blocking = javaScript
      ? blockingTime(longTasks, fcp)
      : { blockingMs: Number.NaN, longestTaskMs: Number.NaN };
    return {
      fcpMs: fcp || Number.NaN,
      lcpMs,
      hydratedMs: javaScript ? hydrated : Number.NaN,
      ...blocking,
    };
  } finally {
    await context.close();
  }
}

/**
 * One throttled load of `pathname` with a Chromium trace recorded from before the navigation
 * until the page has hydrated and settled; the trace's summary (lib/trace.ts). With `saveAs`, the
 * trace is also written there (it opens in DevTools' Performance panel).
 */
export async function tracedLoad(
  browser: Browser,
  pathname: string,
  { cpuSlowdown, saveAs }: CpuThrottling & { saveAs?: string },
): Promise<TraceSummary> {
  const context = await phoneContext(browser);
  try {
    const { page } = await throttledPage(context, { cpuSlowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(pathname, { waitUntil: "load", timeout: 60_000 });
      await settleAfterHydration(page);
    } finally {
      trace = await browser.stopTracing();
    }
    if (saveAs) {
      mkdirSync(path.dirname(saveAs), { recursive: true });
      writeFileSync(saveAs, trace);
    }
    const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    return summarizeTrace(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
  } finally {
    await context.close();
  }
}

/** The time from a tap on the menu control to the menu being visible; null for a lost tap. */
export type TapOutcome = { answeredMs: number } | { lost: true };

/** The header's menu control, whatever element it is (a button, a disclosure's summary). */
const MENU_CONTROL = '[aria-label="Open menu"]';
/** The menu's title, in the drawer whichever way it opened. */
const MENU_TITLE = "#mobile-menu-title";

/** The visible `selector`'s box, within `waitMs`: hydration may replace it while it is measured. */
async function visibleBox(page: Page, selector: string, waitMs = 5000) {
  const until = Date.now() + waitMs;
  for (;;) {
    const timeout = Math.max(1, until - Date.now());
    const box = await page
      .locator(selector)
      .first()
      .boundingBox({ timeout })
      .catch(() => null);
    if (box || Date.now() >= until) return box;
    await page.waitForTimeout(10);
  }
}

/**
 * Loads `pathname` throttled and, `afterPaintMs` after its first contentful paint, taps the menu
 * control (a real pointer press at its centre); waits up to `waitMs` for the menu's title. A tap
 * the page never answers (its handler not attached yet) is lost.
 */
export async function menuTap(
  browser: Browser,
  pathname: string,
  {
    afterPaintMs = 300,
    waitMs = 8000,
    cpuSlowdown,
  }: { afterPaintMs?: number; waitMs?: number } & CpuThrottling,
): Promise<TapOutcome> {
  const context = await phoneContext(browser);
  try {
    const { page } = await throttledPage(context, { cpuSlowdown });
    const loading = page.goto(pathname, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => (window.__loadMarks?.fcp ?? 0) > 0, null, {
      polling: 10,
      timeout: 60_000,
    });
    const { fcp } = await marks(page);
    // Playwright's clock and the page's differ by the time the page took to report; wait until
    // the page's own clock says so.
    await page.waitForFunction((at) => performance.now() >= at, fcp + afterPaintMs, {
      polling: 5,
      timeout: 10_000,
    });
    const box = await visibleBox(page, MENU_CONTROL);
    if (!box) throw new Error(`No visible ${MENU_CONTROL} on ${pathname}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const shown = await page
      .waitForFunction(
        (selector) => {
          const title = document.querySelector(selector);
          return title?.checkVisibility() ? performance.now() : 0;
        },
        MENU_TITLE,
        { polling: "raf", timeout: waitMs },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const { tap } = await marks(page);
    await loading.catch(() => undefined);
    return shown === null || !tap ? { lost: true } : { answeredMs: shown - tap };
  } finally {
    await context.close();
  }
}

/** An account that signs in through the Login form. */
export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the Login form on `page` (not throttled): the context keeps the session. */
export async function signInThroughForm(page: Page, { email, password }: Credentials) {
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * A Chromium profile where `account` is signed in (through the Login form) and the HTTP cache is
 * empty, for Lighthouse runs of a signed-in page: call `fresh()` for a copy per run, so no run
 * finds what the one before it cached.
 */
export async function signedInProfile(account: Credentials): Promise<{ fresh: () => string }> {
  const root = mkdtempSync(path.join(tmpdir(), "bench-profile-"));
  const template = path.join(root, "signed-in");
  const context = await chromium.launchPersistentContext(template, {
    executablePath: chromiumPath(),
    headless: true,
    baseURL: URLS.hosting,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughForm(page, account);
    // The session is in IndexedDB; the scripts the Login page loaded must not be cached.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
  } finally {
    await context.close();
  }
  let copies = 0;
  return {
    fresh: () => {
      copies += 1;
      const copy = path.join(root, `run-${copies}`);
      cpSync(template, copy, { recursive: true });
      return copy;
    },
  };
}

/** A day of the call picker that has a free time: the calendar a visitor can use. */
const FREE_DAY = '[data-call-picker] button[data-date][aria-disabled="false"]';

export interface BookingPageLoad {
  fcpMs: number;
  /** From the navigation until the picker shows a day with a free time. */
  calendarMs: number;
  hydratedMs: number;
  blockingMs: number;
  longestTaskMs: number;
}

/**
 * One throttled load of a service's page with its call picker, by a signed-in customer (signed in
 * first, unthrottled, in the same context): the first paint, the calendar's free days, hydration
 * and the blocking time after the paint.
 */
export async function observedBookingLoad(
  browser: Browser,
  pathname: string,
  customer: Credentials,
  { cpuSlowdown }: CpuThrottling,
): Promise<BookingPageLoad> {
  const context = await phoneContext(browser);
  try {
    const login = await context.newPage();
    await signInThroughForm(login, customer);
    await login.close();
    const { page } = await throttledPage(context, { cpuSlowdown });
    await page.goto(pathname, { waitUntil: "load", timeout: 60_000 });
    const calendar = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : false),
      FREE_DAY,
      { polling: 50, timeout: 60_000 },
    );
    const calendarMs = (await calendar.jsonValue()) as number;
    await settleAfterHydration(page);
    const { fcp, hydrated, longTasks } = await marks(page);
    return {
      fcpMs: fcp || Number.NaN,
      calendarMs,
      hydratedMs: hydrated,
      ...blockingTime(longTasks, fcp),
    };
  } finally {
    await context.close();
  }
}
