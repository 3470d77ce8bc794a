/**
 * `npm run bench`: builds, starts the emulators, warms every function and page, measures, prints
 * the table (lib/bench-table.ts) and writes it to .bench/results.json; exits 1 when a row FAILs.
 * The public pages are measured with the seed and with the real-photos data set, the observed
 * section is what a visitor on a phone gets and the trace section where its main thread's time
 * goes, with the CPU slowdown calibrated to the host (docs/performance.md); options:
 * lib/bench-options.ts.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "../functions/src/shared/registry.ts";
import { ROOT, URLS } from "./lib/config.ts";
import {
  exitCode,
  failedRow,
  formatTable,
  once,
  passes,
  repeated,
  type Figure,
} from "./lib/bench-table.ts";
import { customerSessionJsKb, landingHeapMb, launchChromium } from "./lib/browser-metrics.ts";
import { parseBenchArgs, type BenchOptions } from "./lib/bench-options.ts";
import {
  AVAILABILITY_BOOKINGS,
  AVAILABILITY_HOSTS,
  AVAILABILITY_DAYS,
  AVAILABILITY_P95_MS,
  measureAvailability,
} from "./lib/availability-load.ts";
import { DIST, ENTRY_JS_TARGET_KB, PAGE_BUDGETS, entryJsKb, gzipKb } from "./lib/budgets.ts";
import {
  calibrateCpu,
  DEFAULT_CPU_SLOWDOWN,
  lighthouseWithRetry,
  withoutScripts,
  type Calibration,
  type LighthouseScores,
} from "./lib/lighthouse.ts";
import { preflight, type Plan } from "./lib/harness.ts";
import { measureReadCounts, seedScaleProject, TOTAL_ORDERS } from "./lib/read-counts.ts";
import { measureRestEndpoints, restLoadRows, warmUp } from "./lib/rest-load.ts";
import { fetchWeighed, firestoreDocumentSize, kb, pairedRatios } from "./lib/page-weight.ts";
import { loadPhotoDataSet, type PhotoDataSet } from "./lib/photo-dataset.ts";
import {
  menuTap,
  observedBookingLoad,
  observedLoad,
  PHONE_THROTTLING,
  signedInProfile,
  tracedLoad,
  type BookingPageLoad,
  type ObservedLoad,
  type TapOutcome,
} from "./lib/observed.ts";
import { costRows, type TraceSummary } from "./lib/trace.ts";
import type { Browser } from "playwright-core";
import { buildAll, exitOnError, withEmulators } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";
import { coldRenderMs, freshNodeRunsMs, quantiles, warmRenderMs } from "./lib/ssr-timing.ts";
import { accounts, serviceCalls, services } from "./seed/data.ts";
import { adminDb } from "../tests/support/admin.ts";

function totalJsKb(): number {
  const assets = path.join(DIST, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipKb(path.join("assets", file)), 0);
}

/** Time to `require` the functions entry as an instance of `target` does (see index.ts). */
function functionsLoadRunsMs(target: string): number[] {
  const script =
    "const t=process.hrtime.bigint();require('./functions/lib/index.js');" +
    "process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))";
  return freshNodeRunsMs("Loading functions/lib", ["-e", script], ROOT, {
    GCLOUD_PROJECT: "demo-agency",
    FUNCTION_TARGET: target,
  });
}

/** One function of each kind: HTTPS, callable, scheduled, Firestore trigger. */
const LOAD_TARGETS = ["api", "ssr", "grantAdmin", "sweepPictures", "orderCreatedMail"];

/** Runs `measure`; if it throws, the figures it would have produced become one FAIL row. */
async function section(name: string, measure: () => Promise<Figure[]> | Figure[]) {
  try {
    return await measure();
  } catch (error) {
    process.stdout.write(`${name}: could not be measured: ${String(error)}\n`);
    return [failedRow(name, error)];
  }
}

/** The seed customer books the seed's first service during the session measurement. */
const BENCH_SERVICE_ID = services[0]?.id ?? "web-design";

/** Lighthouse runs of each page; each page and its script-free copy in the same round. */
const LIGHTHOUSE_ROUNDS = 3;
/** Throttled loads of each page in real Chromium, with and without its scripts in turns. */
const OBSERVED_LOADS = 3;
/** Runs of each figure of the observed section, and Lighthouse runs of each page beside them. */
const VISIT_RUNS = 5;
/** When the observed section's tap on the menu comes, after the first contentful paint (ms). */
const TAP_AFTER_PAINT_MS = 300;
/** Traced loads of each page in the trace section (the median is reported). */
const TRACE_LOADS = 3;
/** Runs of Lighthouse's benchmark that measure the host's CPU (the median is taken). */
const BENCHMARK_RUNS = 5;

/** Every page Hosting serves, as a visitor would ask for it. */
const PAGES = [
  "/",
  "/home",
  "/services",
  "/insights",
  "/insights/bakery-local-growth",
  "/login",
  "/signUp",
  "/dashboard",
  `/services/services/${BENCH_SERVICE_ID}`,
  "/no-such-page",
];

/** Warms the API's workers, both callables and the pages, so that nothing measures a start-up. */
async function warmEverything(): Promise<void> {
  process.stdout.write("Warming the functions and pages...\n");
  await warmUp(50);
  const apiPaths = ["/health", "/services", `/services/${BENCH_SERVICE_ID}`, "/team", "/reviews"];
  for (const path of apiPaths) {
    const res = await fetch(`${URLS.api}${path}`);
    if (!res.ok) throw new Error(`Warming GET ${path}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  for (const callable of ["grantAdmin", "revokeAdmin"]) {
    // Refused (no signed-in user), but the function's worker is started and loaded.
    const res = await fetch(`${URLS.functions}/demo-agency/us-central1/${callable}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: {} }),
    });
    await res.arrayBuffer();
  }
  await warmPages();
}

/** Every page through Hosting, then / and /services in Chromium (Firestore listens, pictures). */
async function warmPages(): Promise<void> {
  for (const page of PAGES) await (await fetch(`${URLS.hosting}${page}`)).arrayBuffer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: URLS.hosting });
    for (const path of ["/", "/services"]) {
      await page.goto(path, { waitUntil: "load" });
      await page.waitForTimeout(2000);
    }
  } finally {
    await browser.close();
  }
}

/** The data sets the public pages are measured with; each names its rows with its tag. */
const SEED = "[seed]";
const REAL_PHOTOS = "[real photos]";
const tagged = (tag: string, name: string) => (tag ? `${name} ${tag}` : name);

/** The public pages measured with each data set, and where their script-free copies are served. */
const MEASURED_PAGES = [
  { path: "/", noJs: "/bench-no-js.html" },
  { path: "/services", noJs: "/bench-no-js-services.html" },
  { path: "/insights/bakery-local-growth", noJs: "/bench-no-js-article.html" },
] as const;
type MeasuredPath = (typeof MEASURED_PAGES)[number]["path"];

/**
 * Runs `work` while Hosting serves a copy of each measured page's HTML (as just rendered) without
 * its scripts: what the page shows before any script runs, the reference its LCP is held to.
 */
async function withNoJsCopies<T>(
  html: Partial<Record<MeasuredPath, string>>,
  work: () => Promise<T>,
): Promise<T> {
  const copies = MEASURED_PAGES.map((page) => ({
    file: path.join(DIST, page.noJs.slice(1)),
    text: withoutScripts(html[page.path] ?? ""),
  }));
  try {
    for (const { file, text } of copies) writeFileSync(file, text);
    return await work();
  } finally {
    for (const { file } of copies) rmSync(file, { force: true });
  }
}

/** The data set's weight: each measured page's HTML, GET /api/services, the largest document. */
async function measureWeights(
  tag: string,
): Promise<{ figures: Figure[]; html: Partial<Record<MeasuredPath, string>> }> {
  const figures: Figure[] = [];
  const html: Partial<Record<MeasuredPath, string>> = {};
  for (const page of MEASURED_PAGES) {
    const { text, weight } = await fetchWeighed(`${URLS.hosting}${page.path}`);
    html[page.path] = text;
    figures.push(
      once(
        tagged(tag, `HTML of ${page.path} as served`),
        kb(weight.bytes),
        "KB",
        page.path === "/services" ? { max: PAGE_BUDGETS.servicesHtmlKb } : null,
      ),
      once(tagged(tag, `HTML of ${page.path}, gzip`), kb(weight.gzipBytes), "KB"),
    );
  }
  const api = await fetchWeighed(`${URLS.hosting}/api/services`);
  const count = (JSON.parse(api.text) as unknown[]).length;
  const docs = (await adminDb().collection(COLLECTIONS.services).get()).docs;
  const largest = docs
    .map((doc) => ({ id: doc.id, bytes: firestoreDocumentSize(doc.ref.path, doc.data()) }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), { id: "-", bytes: 0 });
  figures.push(
    once(tagged(tag, `GET /api/services (${count} services)`), kb(api.weight.bytes), "KB", {
      max: PAGE_BUDGETS.apiServicesKb,
    }),
    once(tagged(tag, `GET /api/services, gzip`), kb(api.weight.gzipBytes), "KB"),
    once(
      tagged(tag, `Largest service document, Firestore storage size (${largest.id})`),
      kb(largest.bytes),
      "KB",
      { max: PAGE_BUDGETS.serviceDocumentKb },
    ),
  );
  return { figures, html };
}

/**
 * `rounds` Lighthouse runs of each target, one of each per round; a run that fails twice is NaN
 * among its target's values and a FAIL row of its own (`crashes`). Rows are named with `tag`.
 */
async function lighthouseRounds<K extends string>(
  targets: readonly {
    key: K;
    url: string;
    label: string;
    cpuSlowdown?: number | undefined;
    /** A Chromium profile for each run (signedInProfile's `fresh`); by default a new one. */
    profile?: () => string;
  }[],
  rounds: number,
  tag: string,
) {
  const runs = new Map<K, (LighthouseScores | null)[]>(targets.map(({ key }) => [key, []]));
  const crashes: Figure[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    process.stdout.write(`${tagged(tag, "Lighthouse")}, round ${round} of ${rounds}...\n`);
    for (const { key, url, label, cpuSlowdown, profile } of targets) {
      const outcome = await lighthouseWithRetry(url, { cpuSlowdown, userDataDir: profile?.() });
      runs.get(key)?.push(outcome.ok ? outcome.scores : null);
      if (!outcome.ok) {
        const name = tagged(tag, `Lighthouse run of ${label}, round ${round} (failed twice)`);
        crashes.push(failedRow(name, outcome.error));
      }
    }
  }
  const values = (key: K, field: keyof LighthouseScores) =>
    (runs.get(key) ?? []).map((run) => run?.[field] ?? Number.NaN);
  return { values, crashes };
}

/** The name of rows of Lighthouse runs with its default CPU slowdown (4x), whatever the host. */
const UNCALIBRATED = `uncalibrated ${DEFAULT_CPU_SLOWDOWN}x`;

/**
 * Lighthouse (mobile) of each measured page and of its script-free copy, in rounds, with the CPU
 * slowdown calibrated to the host; the pages also with Lighthouse's default 4x, reported only.
 */
async function measureLighthouse(tag: string, { cpuSlowdown }: Calibration): Promise<Figure[]> {
  const { values, crashes } = await lighthouseRounds(
    MEASURED_PAGES.flatMap((page) =>
      [
        { key: page.path, url: `${URLS.hosting}${page.path}`, cpuSlowdown },
        {
          key: `${page.path} without scripts` as const,
          url: `${URLS.hosting}${page.noJs}`,
          cpuSlowdown,
        },
        { key: `${page.path} ${UNCALIBRATED}` as const, url: `${URLS.hosting}${page.path}` },
      ].map((target) => ({ ...target, label: target.url })),
    ),
    LIGHTHOUSE_ROUNDS,
    tag,
  );
  const row = (
    name: string,
    key:
      MeasuredPath | `${MeasuredPath} without scripts` | `${MeasuredPath} ${typeof UNCALIBRATED}`,
    field: keyof LighthouseScores,
    unit: string,
    target: Figure["target"] = null,
  ) => repeated(tagged(tag, name), values(key, field), unit, target);
  return [
    ...MEASURED_PAGES.flatMap(({ path: page }) => [
      row(`Lighthouse performance, ${page} (calibrated CPU)`, page, "performance", "", {
        min: PAGE_BUDGETS.lighthousePerformance,
      }),
      row(
        `Lighthouse performance, ${page}, ${UNCALIBRATED}`,
        `${page} ${UNCALIBRATED}`,
        "performance",
        "",
      ),
      row(`Lighthouse accessibility, ${page}`, page, "accessibility", "", { min: 100 }),
      row(`Lighthouse best practices, ${page}`, page, "bestPractices", "", { min: 100 }),
      row(`Lighthouse SEO, ${page}`, page, "seo", "", { min: 100 }),
    ]),
    ...MEASURED_PAGES.flatMap(({ path: page }) => [
      row(`LCP of ${page}`, page, "lcpMs", "ms"),
      row(`LCP of ${page} without scripts`, `${page} without scripts`, "lcpMs", "ms"),
      repeated(
        tagged(tag, `LCP of ${page} over LCP without scripts`),
        pairedRatios(values(page, "lcpMs"), values(`${page} without scripts`, "lcpMs")),
        "",
        { max: PAGE_BUDGETS.lcpOverNoScripts },
      ),
      row(`CLS, ${page}`, page, "cls", "", { max: 0.02 }),
      row(`TBT, ${page} (calibrated CPU)`, page, "tbtMs", "ms", {
        max: PAGE_BUDGETS.lighthouseTbtMs,
      }),
      row(`TBT, ${page}, ${UNCALIBRATED}`, `${page} ${UNCALIBRATED}`, "tbtMs", "ms"),
    ]),
    repeated(
      tagged(
        tag,
        "Host CPU as Lighthouse measured it (benchmarkIndex; its 4x slowdown fits 1500-2000)",
      ),
      MEASURED_PAGES.flatMap(({ path: page }) => values(page, "benchmarkIndex")),
      "",
    ),
    ...crashes,
  ];
}

/** Rows of loads made in turns with and without scripts: the LCPs, their ratio, hydration. */
function paintRows(
  page: MeasuredPath,
  loads: readonly ObservedLoad[],
  noJs: readonly ObservedLoad[],
  names: { lcp: string; noJs: string; ratio: string; hydrated: string },
): Figure[] {
  const lcp = loads.map((load) => load.lcpMs);
  const lcpNoJs = noJs.map((load) => load.lcpMs);
  const hydrated = loads.map((load) => load.hydratedMs);
  return [
    repeated(names.lcp, lcp, "ms"),
    repeated(names.noJs, lcpNoJs, "ms"),
    repeated(names.ratio, pairedRatios(lcp, lcpNoJs), "", { max: PAGE_BUDGETS.lcpOverNoScripts }),
    repeated(
      names.hydrated,
      hydrated,
      "ms",
      page === "/" ? { max: PAGE_BUDGETS.landingHydratedMs } : null,
    ),
  ];
}

/** Each measured page and its script-free copy loaded in turns, throttled (lib/observed.ts). */
async function measureObserved(tag: string, { cpuSlowdown }: Calibration): Promise<Figure[]> {
  const observed = "Chromium throttled as Lighthouse's phone, observed:";
  const browser = await launchChromium();
  try {
    const figures: Figure[] = [];
    for (const page of MEASURED_PAGES) {
      const loads = [];
      const noJs = [];
      for (let i = 0; i < OBSERVED_LOADS; i += 1) {
        loads.push(await observedLoad(browser, page.path, { cpuSlowdown }));
        noJs.push(await observedLoad(browser, page.noJs, { javaScript: false, cpuSlowdown }));
      }
      const name = (what: string) => tagged(tag, `${observed} ${page.path} ${what}`);
      figures.push(
        ...paintRows(page.path, loads, noJs, {
          lcp: name("painted (LCP)"),
          noJs: name("without scripts painted (LCP)"),
          ratio: name("LCP over LCP without scripts"),
          hydrated: name("hydrated"),
        }),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** A service with calls as the seed has it: its page shows the call picker. */
const BOOKING_PAGE = `/services/services/${Object.keys(serviceCalls)[0] ?? BENCH_SERVICE_ID}`;

/**
 * The booking page in the observed section: the seed's customer, signed in, loads a service's
 * page with its call picker, observed and in Lighthouse (a profile with the session, its HTTP
 * cache empty, a copy per run); reported, with accessibility held to 100 as on the other pages.
 */
async function bookingPageRows(browser: Browser, cpuSlowdown: number): Promise<Figure[]> {
  const loads: BookingPageLoad[] = [];
  for (let run = 1; run <= VISIT_RUNS; run += 1) {
    process.stdout.write(
      `Observed ${BOOKING_PAGE} (booking a call), run ${run} of ${VISIT_RUNS}...\n`,
    );
    loads.push(
      await observedBookingLoad(browser, BOOKING_PAGE, accounts.customer, { cpuSlowdown }),
    );
  }
  const name = (what: string) => `Observed ${BOOKING_PAGE}, signed in: ${what}`;
  const rows = (key: keyof BookingPageLoad) => loads.map((load) => load[key]);
  const { fresh } = await signedInProfile(accounts.customer);
  const url = `${URLS.hosting}${BOOKING_PAGE}`;
  const { values, crashes } = await lighthouseRounds(
    [{ key: "booking", url, label: `${url}, signed in`, cpuSlowdown, profile: fresh }],
    VISIT_RUNS,
    "(signed in)",
  );
  const lighthouse = (what: string) =>
    `Lighthouse ${BOOKING_PAGE}, signed in (calibrated CPU): ${what}`;
  const scored = (field: keyof LighthouseScores) => values("booking", field);
  return [
    repeated(name("FCP"), rows("fcpMs"), "ms"),
    repeated(name("calendar with its free days, from the navigation"), rows("calendarMs"), "ms"),
    repeated(name("hydrated, from the navigation"), rows("hydratedMs"), "ms"),
    repeated(name("blocking time after FCP"), rows("blockingMs"), "ms"),
    repeated(name("longest task"), rows("longestTaskMs"), "ms"),
    ...crashes,
    repeated(lighthouse("performance"), scored("performance"), ""),
    repeated(lighthouse("FCP (simulated)"), scored("fcpMs"), "ms"),
    repeated(lighthouse("LCP (simulated)"), scored("lcpMs"), "ms"),
    repeated(lighthouse("TBT (simulated)"), scored("tbtMs"), "ms"),
    repeated(lighthouse("accessibility"), scored("accessibility"), "", { min: 100 }),
  ];
}

/**
 * The observed section (seed data): throttled loads with and without JavaScript in turns, and a
 * tap on the menu soon after the first paint (lib/observed.ts); Lighthouse as a second opinion.
 */
async function measureVisits(calibration: Calibration): Promise<Figure[]> {
  const { cpuSlowdown } = calibration;
  const setting = throttlingSetting(calibration);
  process.stdout.write(`Observed section: Chromium with ${setting}, ${VISIT_RUNS} runs...\n`);
  const figures: Figure[] = [];
  const browser = await launchChromium();
  try {
    for (const { path: page } of MEASURED_PAGES) {
      const name = (what: string) => `Observed ${page}: ${what}`;
      const loads = [];
      const noJs = [];
      const taps: TapOutcome[] = [];
      for (let run = 1; run <= VISIT_RUNS; run += 1) {
        process.stdout.write(`Observed ${page}, run ${run} of ${VISIT_RUNS}...\n`);
        loads.push(await observedLoad(browser, page, { cpuSlowdown }));
        noJs.push(await observedLoad(browser, page, { javaScript: false, cpuSlowdown }));
        taps.push(await menuTap(browser, page, { afterPaintMs: TAP_AFTER_PAINT_MS, cpuSlowdown }));
      }
      const answered = taps.flatMap((tap) => ("answeredMs" in tap ? [tap.answeredMs] : []));
      const fcp = loads.map((load) => load.fcpMs);
      figures.push(
        repeated(name("FCP"), fcp, "ms"),
        ...paintRows(page, loads, noJs, {
          lcp: name("LCP"),
          noJs: name("LCP with JavaScript disabled"),
          ratio: name("LCP over LCP with JavaScript disabled"),
          hydrated: name("hydrated (the root's effect ran), from the navigation"),
        }),
        repeated(
          name("blocking time after FCP (long tasks' time over 50 ms, until 2 s quiet)"),
          loads.map((load) => load.blockingMs),
          "ms",
          { max: PAGE_BUDGETS.blockingAfterPaintMs },
        ),
        repeated(
          name("longest task"),
          loads.map((load) => load.longestTaskMs),
          "ms",
        ),
        repeated(
          name(`menu tap ${TAP_AFTER_PAINT_MS} ms after FCP: tap to menu visible, taps answered`),
          answered,
          "ms",
          { max: PAGE_BUDGETS.menuTapMs },
        ),
        once(name(`menu taps lost (of ${VISIT_RUNS})`), taps.length - answered.length, "", {
          max: 0,
        }),
      );
    }
    figures.push(...(await bookingPageRows(browser, cpuSlowdown)));
  } finally {
    await browser.close();
  }
  const pages = MEASURED_PAGES.map(({ path: page }) => ({
    key: page,
    url: `${URLS.hosting}${page}`,
    label: page,
  }));
  const calibrated = await lighthouseRounds(
    pages.map((target) => ({ ...target, cpuSlowdown })),
    VISIT_RUNS,
    "(calibrated CPU)",
  );
  const uncalibrated = await lighthouseRounds(pages, LIGHTHOUSE_ROUNDS, `(${UNCALIBRATED})`);
  figures.push(...calibrated.crashes, ...uncalibrated.crashes);
  for (const { path: page } of MEASURED_PAGES) {
    const { values } = calibrated;
    const name = (what: string) => `Lighthouse ${page} (calibrated CPU): ${what}`;
    const other = (what: string) => `Lighthouse ${page}, ${UNCALIBRATED}: ${what}`;
    figures.push(
      repeated(name("performance"), values(page, "performance"), "", {
        min: PAGE_BUDGETS.lighthousePerformance,
      }),
      repeated(name("FCP (simulated)"), values(page, "fcpMs"), "ms"),
      repeated(name("LCP (simulated)"), values(page, "lcpMs"), "ms"),
      repeated(name("TBT (simulated)"), values(page, "tbtMs"), "ms", {
        max: PAGE_BUDGETS.lighthouseTbtMs,
      }),
      repeated(other("performance"), uncalibrated.values(page, "performance"), ""),
      repeated(other("TBT (simulated)"), uncalibrated.values(page, "tbtMs"), "ms"),
    );
  }
  return figures;
}

/** The observed section's throttling, as its header prints it. */
function throttlingSetting({ cpuSlowdown, benchmarkIndex }: Calibration): string {
  const { latencyMs, downloadKbps, uploadKbps } = PHONE_THROTTLING;
  return (
    `${latencyMs} ms RTT, ${(downloadKbps / 1024).toFixed(1)} Mbps down, ${uploadKbps} kbps up, ` +
    `CPU ${cpuSlowdown}x (calibrated: host benchmarkIndex ${Math.round(benchmarkIndex)})`
  );
}

/**
 * Measures the host's CPU with Lighthouse's benchmark and the slowdown that makes it Lighthouse's
 * reference phone (lib/lighthouse.ts, cpuMultiplier); prints both. If it cannot be measured, the
 * page sections run with Lighthouse's default 4x and a FAIL row says so.
 */
/**
 * BENCH_CPU_SLOWDOWN=4 measures at that slowdown whatever the host's calibration says: two
 * commits compared one after the other on a host whose load changes meanwhile.
 */
function fixedCpuSlowdown(value: string | undefined): number | null {
  if (value === undefined || value === "") return null;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20, not "${value}"`);
  }
  return slowdown;
}

async function calibrate(): Promise<{ calibration: Calibration; figures: Figure[] }> {
  const fixed = fixedCpuSlowdown(process.env.BENCH_CPU_SLOWDOWN);
  try {
    const browser = await launchChromium();
    try {
      const measured = await calibrateCpu(browser, BENCHMARK_RUNS);
      const calibration = fixed === null ? measured : { ...measured, cpuSlowdown: fixed };
      const { benchmarkIndex, cpuSlowdown, runs } = calibration;
      if (fixed !== null) {
        process.stdout.write(`CPU slowdown fixed by BENCH_CPU_SLOWDOWN: ${fixed}x\n`);
      }
      process.stdout.write(
        `Host CPU: benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${runs.length} runs of ` +
          `Lighthouse's benchmark); CPU slowdown for Lighthouse's reference phone: ${cpuSlowdown}x\n`,
      );
      return {
        calibration,
        figures: [
          repeated(
            `Host CPU: benchmarkIndex (Lighthouse's benchmark in Chromium, ${runs.length} runs)`,
            runs,
            "",
          ),
          once("CPU slowdown calibrated to Lighthouse's reference phone", cpuSlowdown, "x"),
        ],
      };
    } finally {
      await browser.close();
    }
  } catch (error) {
    process.stdout.write(`Host CPU could not be measured: ${String(error)}\n`);
    return {
      calibration: { runs: [], benchmarkIndex: Number.NaN, cpuSlowdown: DEFAULT_CPU_SLOWDOWN },
      figures: [failedRow("Host CPU (benchmarkIndex); the pages were measured at 4x", error)],
    };
  }
}

/** A page path as a file name: `/` is `landing`. */
const slug = (page: string) =>
  page.replace(/^\/$/, "landing").replace(/^\//, "").replace(/\//g, "_");

/**
 * The trace section: each measured page loaded TRACE_LOADS times as in the observed section with
 * a Chromium trace recorded (lib/observed.ts, tracedLoad), and where the main thread's time went
 * (lib/trace.ts), medians; the traces are written to .bench/traces/ for DevTools.
 */
async function measureTraces(calibration: Calibration): Promise<Figure[]> {
  const { cpuSlowdown } = calibration;
  process.stdout.write(
    `Trace section: Chromium with ${throttlingSetting(calibration)}, ${TRACE_LOADS} loads per page...\n`,
  );
  const figures: Figure[] = [];
  const browser = await launchChromium();
  try {
    for (const { path: page } of MEASURED_PAGES) {
      const summaries: TraceSummary[] = [];
      for (let run = 1; run <= TRACE_LOADS; run += 1) {
        process.stdout.write(`Trace of ${page}, load ${run} of ${TRACE_LOADS}...\n`);
        const saveAs = path.join(ROOT, ".bench", "traces", `${slug(page)}-${run}.json`);
        summaries.push(await tracedLoad(browser, page, { cpuSlowdown, saveAs }));
      }
      const name = (what: string) => `Trace ${page}: ${what}`;
      const runs = (field: keyof Omit<TraceSummary, "costs">) => summaries.map((s) => s[field]);
      figures.push(
        ...costRows(summaries.map((summary) => summary.costs)).map(({ label, runs }) =>
          repeated(name(`main thread, ${label}`), runs, "ms"),
        ),
        repeated(name("main thread in all"), runs("mainThreadMs"), "ms"),
        repeated(
          name("blocking time after FCP (tasks over 50 ms)"),
          runs("blockingAfterFcpMs"),
          "ms",
        ),
        repeated(name("longest main-thread task"), runs("longestTaskMs"), "ms"),
        repeated(name("dedicated workers (off the main thread)"), runs("workerMs"), "ms"),
        repeated(name("the bench's own DevTools tasks (left out above)"), runs("toolMs"), "ms"),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The public pages with the data set now loaded: weight, Lighthouse, observed loads. */
async function measurePages(tag: string, calibration: Calibration): Promise<Figure[]> {
  const pages: { html?: Partial<Record<MeasuredPath, string>> } = {};
  const figures = await section(tagged(tag, "Page weight"), async () => {
    const weights = await measureWeights(tag);
    pages.html = weights.html;
    return weights.figures;
  });
  if (!pages.html) return figures;
  return [
    ...figures,
    ...(await withNoJsCopies(pages.html, async () => [
      ...(await section(tagged(tag, "Lighthouse"), () => measureLighthouse(tag, calibration))),
      ...(await section(tagged(tag, "Observed page loads"), () =>
        measureObserved(tag, calibration),
      )),
    ])),
  ];
}

/** The pages with the real-photos data set, then the seed written back for what comes after. */
async function measureRealPhotos(calibration: Calibration): Promise<Figure[]> {
  const figures: Figure[] = [];
  const state: { loaded?: PhotoDataSet } = {};
  try {
    figures.push(
      ...(await section(tagged(REAL_PHOTOS, "Data set"), async () => {
        process.stdout.write("Making and uploading the real-photos data set...\n");
        const started = performance.now();
        const loaded = await loadPhotoDataSet((line) => process.stdout.write(`${line}\n`));
        const seconds = (performance.now() - started) / 1000;
        state.loaded = loaded;
        await warmPages();
        return [
          once(
            tagged(
              REAL_PHOTOS,
              `Data set: ${loaded.services} services, ${loaded.team} team members, ${loaded.pictures} pictures uploaded, as files`,
            ),
            loaded.uploadedBytes / 1024 / 1024,
            "MB",
          ),
          once(
            tagged(REAL_PHOTOS, "Data set: making, uploading and re-encoding the pictures"),
            seconds,
            "s",
          ),
        ];
      })),
    );
    if (state.loaded) figures.push(...(await measurePages(REAL_PHOTOS, calibration)));
  } finally {
    process.stdout.write("Writing the seed back...\n");
    figures.push(
      ...(await section("Seed written back after the real-photos data set", async () => {
        await seedEmulators();
        return [];
      })),
    );
  }
  return figures;
}

/** The landing's JS heap and a customer session's JS (seed data). */
async function measureBrowser(): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const heap = await landingHeapMb(browser);
    const session = await customerSessionJsKb(browser, accounts.customer, BENCH_SERVICE_ID);
    return [
      repeated("JS heap used after the landing settles", heap, "MB", { max: 25 }),
      once(
        `JS of a customer session (landing, login, book, My Orders; ${session.files} files, gzip)`,
        session.kb,
        "KB",
      ),
    ];
  } finally {
    await browser.close();
  }
}

async function measureReads(): Promise<Figure[]> {
  const env = await seedScaleProject();
  try {
    const counts = await measureReadCounts(env);
    return [
      once(
        `Manage Orders documents delivered (${TOTAL_ORDERS} orders)`,
        counts.manageOrders,
        "docs",
        { max: 26 },
      ),
      once(
        `My Orders documents delivered (${TOTAL_ORDERS} orders, 3 the user's)`,
        counts.myOrders,
        "docs",
        { max: 3 },
      ),
    ];
  } finally {
    await env.clearFirestore();
    await env.cleanup();
  }
}

async function measureAvailabilityRows(): Promise<Figure[]> {
  process.stdout.write(
    `GET /availability: ${String(AVAILABILITY_DAYS)} days, ${String(AVAILABILITY_HOSTS)} hosts, ${String(AVAILABILITY_BOOKINGS)} calls and holds...\n`,
  );
  const load = await measureAvailability();
  const name = `GET /availability, ${String(AVAILABILITY_DAYS)} days (${load.from} to ${load.to}), ${String(AVAILABILITY_HOSTS)} hosts, ${String(AVAILABILITY_BOOKINGS)} calls and holds, ${String(load.slots)} free slots`;
  return [
    once(`${name}: median of ${String(load.requests)}`, load.p50, "ms"),
    once(`${name}: p95`, load.p95, "ms", { max: AVAILABILITY_P95_MS }),
  ];
}

/** Everything but the observed section's own run; `pagesOnly` keeps only the page figures. */
async function measureAll(plan: Plan, pagesOnly: boolean, figures: Figure[]): Promise<void> {
  /** Figures of a part the --pages run leaves out. */
  const unlessPagesOnly = async (measure: () => Promise<Figure[]>) =>
    pagesOnly ? [] : await measure();
  figures.push(
    once("All JS of the build (gzip)", totalJsKb(), "KB"),
    ...(await unlessPagesOnly(() =>
      section("Functions entry module load", () =>
        LOAD_TARGETS.map((target) =>
          repeated(
            `Functions entry load for ${target} (5 runs)`,
            functionsLoadRunsMs(target),
            "ms",
            {
              max: 300,
            },
          ),
        ),
      ),
    )),
  );
  await withEmulators(plan, {}, async (emulators) => {
    figures.push(
      ...(await unlessPagesOnly(() =>
        section("Server render cold start", () => [
          repeated(
            "Server render cold start: load the server build, render /services (5 runs)",
            coldRenderMs("/services", emulators.env),
            "ms",
          ),
        ]),
      )),
      ...(await section("Warm-up of functions and pages", async () => {
        await warmEverything();
        return [];
      })),
    );
    // The landing as Hosting serves it, rendered by the `ssr` function.
    const html = await (await fetch(`${URLS.hosting}/`)).text();
    figures.push(
      once("Start-up JS of the landing: entry and its preloads (gzip)", entryJsKb(html), "KB", {
        max: ENTRY_JS_TARGET_KB,
      }),
      ...(await unlessPagesOnly(() =>
        section("Warm server render", async () => {
          const { p50, p95 } = quantiles(await warmRenderMs("/services"));
          return [
            once("Warm render of /services by the ssr function, p50 of 50", p50, "ms"),
            once("Warm render of /services by the ssr function, p95 of 50", p95, "ms"),
          ];
        }),
      )),
    );
    // The page figures first, on an idle machine: the REST load leaves the emulators busy
    // (each stored order's email trigger still runs) for a while after it ends.
    const { calibration, figures: host } = await calibrate();
    figures.push(...host);
    figures.push(
      ...(await unlessPagesOnly(() =>
        section("Observed section", () => measureVisits(calibration)),
      )),
      ...(await unlessPagesOnly(() => section("Trace section", () => measureTraces(calibration)))),
    );
    figures.push(...(await measurePages(SEED, calibration)));
    figures.push(...(await measureRealPhotos(calibration)));
    figures.push(...(await unlessPagesOnly(() => section("Heap and session JS", measureBrowser))));
    figures.push(
      ...(await unlessPagesOnly(() =>
        section("REST load", async () => {
          process.stdout.write("Loading the REST API: GET /services, POST /orders, 15 s each...\n");
          return restLoadRows(await measureRestEndpoints());
        }),
      )),
    );
    figures.push(
      ...(await unlessPagesOnly(() => section("Firestore reads of the order lists", measureReads))),
    );
    figures.push(
      ...(await unlessPagesOnly(() => section("Booking availability", measureAvailabilityRows))),
    );
  });
}

/**
 * `-- --observed` (the observed section, then the trace section) or `-- --trace` (the trace section
 * only): the emulators with the seed, the pages warmed, the host's CPU calibrated.
 */
async function measurePageSections(
  plan: Plan,
  figures: Figure[],
  { observed }: { observed: boolean },
): Promise<void> {
  await withEmulators(plan, {}, async () => {
    process.stdout.write("Warming the pages...\n");
    await warmPages();
    const { calibration, figures: host } = await calibrate();
    figures.push(...host);
    if (observed) {
      figures.push(...(await section("Observed section", () => measureVisits(calibration))));
    }
    figures.push(...(await section("Trace section", () => measureTraces(calibration))));
  });
}

async function main({ pagesOnly, observedOnly, traceOnly }: BenchOptions): Promise<number> {
  const plan = await preflight();
  const figures: Figure[] = [];
  try {
    if ((await buildAll()) !== 0) {
      figures.push(failedRow("Production build", "npm run build failed"));
      return 1;
    }
    if (observedOnly || traceOnly) {
      await measurePageSections(plan, figures, { observed: observedOnly });
    } else {
      await measureAll(plan, pagesOnly, figures);
    }
    return exitCode(figures);
  } finally {
    process.stdout.write(`\n${formatTable(figures)}\n`);
    const results = {
      measuredAt: new Date().toISOString(),
      figures: figures.map((f) => ({ ...f, pass: passes(f) })),
    };
    mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
    writeFileSync(
      path.join(ROOT, ".bench", "results.json"),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    process.stdout.write(`\nFigures written to .bench/results.json\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "bench.ts")) {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  main(options).then((code) => process.exit(code), exitOnError);
}
