/**
 * `npm run bench`: builds for production, starts the emulators, warms every function and page,
 * measures, and prints a table with each figure (the median of its runs, with their spread), its
 * target and PASS/FAIL; writes the same figures to .bench/results.json. A part that cannot be
 * measured (a crashed Lighthouse run that also fails its retry, a load run that throws) becomes a
 * FAIL row: the table is always printed whole. Exits 1 when any row FAILs.
 *
 * The public pages are measured twice: with the seed (SVG drawings), and with the real-photos
 * data set (lib/photo-dataset.ts: 12 services and 4 team members with photographs, uploaded as
 * an admin would), which replaces the seed's services and team for that part only. Their rows
 * end in [seed] and [real photos]. `-- --pages` measures only those (see lib/bench-options.ts).
 *
 * The observed section (its rows start with "Observed") is what a visitor on a phone gets: / and
 * /services in a real Chromium with Lighthouse's phone throttling (lib/observed.ts), with and
 * without JavaScript, and a tap on the menu soon after the first paint; Lighthouse's scores of
 * the same pages beside them as a second opinion. `-- --observed` measures only that section.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "../functions/src/shared/registry.ts";
import { ROOT, URLS } from "./lib/config.ts";
import {
  exitCode,
  failedRow,
  formatTable,
  passes,
  repeated,
  type Figure,
} from "./lib/bench-table.ts";
import {
  customerSessionJsKb,
  landingHeapMb,
  launchChromium,
  throttledLoad,
} from "./lib/browser-metrics.ts";
import { parseBenchArgs, type BenchOptions } from "./lib/bench-options.ts";
import { DIST, ENTRY_JS_BUDGET_KB, PAGE_BUDGETS, entryJsKb, gzipKb } from "./lib/budgets.ts";
import { lighthouseWithRetry, withoutScripts, type LighthouseScores } from "./lib/lighthouse.ts";
import { preflight } from "./lib/harness.ts";
import { measureReadCounts, seedScaleProject, TOTAL_ORDERS } from "./lib/read-counts.ts";
import { measureRestEndpoints, restLoadRows, warmUp } from "./lib/rest-load.ts";
import { fetchWeighed, firestoreDocumentSize, kb, pairedRatios } from "./lib/page-weight.ts";
import { loadPhotoDataSet, type PhotoDataSet } from "./lib/photo-dataset.ts";
import { menuTap, observedLoad, PHONE_THROTTLING, type TapOutcome } from "./lib/observed.ts";
import { buildAll, exitOnError, withEmulators } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";
import { coldRenderMs, quantiles, warmRenderMs } from "./lib/ssr-timing.ts";
import { accounts, services } from "./seed/data.ts";
import { adminDb } from "../tests/support/admin.ts";

function totalJsKb(): number {
  const assets = path.join(DIST, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipKb(path.join("assets", file)), 0);
}

/**
 * Time to `require` the built functions entry in a fresh Node process, 5 runs, as an instance of
 * `target` loads it (FUNCTION_TARGET: only that function's definitions load, see index.ts).
 */
function functionsLoadRunsMs(target: string): number[] {
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const result = spawnSync(
      process.execPath,
      [
        "-e",
        "const t=process.hrtime.bigint();require('./functions/lib/index.js');" +
          "process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))",
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, GCLOUD_PROJECT: "demo-agency", FUNCTION_TARGET: target },
      },
    );
    if (result.status !== 0) throw new Error(`Loading functions/lib failed: ${result.stderr}`);
    runs.push(Number(result.stdout));
  }
  return runs;
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
const SEED_CUSTOMER = accounts.customer;
const BENCH_SERVICE_ID = services[0]?.id ?? "web-design";

/** Lighthouse runs of each page; each page and its script-free copy in the same round. */
const LIGHTHOUSE_ROUNDS = 3;
/** Throttled loads of each page in real Chromium, with and without its scripts in turns. */
const OBSERVED_LOADS = 3;

/** Runs of each figure of the observed section, and Lighthouse runs of each page beside them. */
const VISIT_RUNS = 5;
/** When the observed section's tap on the menu comes, after the first contentful paint (ms). */
const TAP_AFTER_PAINT_MS = 300;

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

/**
 * Warms what the measurements use, so that none of them measures a start-up: the REST API's
 * workers (one per request the emulator runs at once), both callables, every page through
 * Hosting, and one real page load of / and /services in Chromium (the Firestore listen path).
 */
async function warmEverything(): Promise<void> {
  process.stdout.write("Warming the functions and pages...\n");
  await warmUp(50);
  for (const path of [
    "/health",
    "/services",
    `/services/${BENCH_SERVICE_ID}`,
    "/team",
    "/reviews",
  ]) {
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

/**
 * Every page through Hosting, then one real page load of / and /services in Chromium (the
 * Firestore listen path, and the pictures they show).
 */
async function warmPages(): Promise<void> {
  for (const page of PAGES) {
    const res = await fetch(`${URLS.hosting}${page}`);
    await res.arrayBuffer();
  }
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

/** The data set the public pages are measured with; its rows end in its tag. */
interface DataSet {
  tag: string;
}
const SEED: DataSet = { tag: "[seed]" };
const REAL_PHOTOS: DataSet = { tag: "[real photos]" };
const tagged = (set: DataSet, name: string) => `${name} ${set.tag}`;

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
  html: Record<MeasuredPath, string>,
  work: () => Promise<T>,
): Promise<T> {
  const files: string[] = [];
  try {
    for (const page of MEASURED_PAGES) {
      const file = path.join(DIST, page.noJs.slice(1));
      files.push(file);
      writeFileSync(file, withoutScripts(html[page.path]));
    }
    return await work();
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

/**
 * The weight of the data set where a visitor pays for it: each measured page's HTML as Hosting
 * serves it, GET /api/services, and the largest service document (Firestore's storage size, what
 * its 1 MiB limit counts). Also returns the pages' HTML.
 */
async function measureWeights(
  set: DataSet,
): Promise<{ figures: Figure[]; html: Record<MeasuredPath, string> }> {
  const figures: Figure[] = [];
  const html: Record<MeasuredPath, string> = {
    "/": "",
    "/services": "",
    "/insights/bakery-local-growth": "",
  };
  for (const page of MEASURED_PAGES) {
    const { text, weight } = await fetchWeighed(`${URLS.hosting}${page.path}`);
    html[page.path] = text;
    figures.push(
      {
        name: tagged(set, `HTML of ${page.path} as served`),
        value: kb(weight.bytes),
        unit: "KB",
        target: page.path === "/services" ? { max: PAGE_BUDGETS.servicesHtmlKb } : null,
      },
      {
        name: tagged(set, `HTML of ${page.path}, gzip`),
        value: kb(weight.gzipBytes),
        unit: "KB",
        target: null,
      },
    );
  }
  const api = await fetchWeighed(`${URLS.hosting}/api/services`);
  const count = (JSON.parse(api.text) as unknown[]).length;
  const docs = (await adminDb().collection(COLLECTIONS.services).get()).docs;
  const sizes = docs.map((doc) => ({
    id: doc.id,
    bytes: firestoreDocumentSize(doc.ref.path, doc.data()),
  }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { id: "-", bytes: 0 });
  figures.push(
    {
      name: tagged(set, `GET /api/services (${count} services)`),
      value: kb(api.weight.bytes),
      unit: "KB",
      target: { max: PAGE_BUDGETS.apiServicesKb },
    },
    {
      name: tagged(set, `GET /api/services, gzip`),
      value: kb(api.weight.gzipBytes),
      unit: "KB",
      target: null,
    },
    {
      name: tagged(set, `Largest service document, Firestore storage size (${largest.id})`),
      value: kb(largest.bytes),
      unit: "KB",
      target: { max: PAGE_BUDGETS.serviceDocumentKb },
    },
  );
  return { figures, html };
}

type LighthouseKey = `${MeasuredPath}${"" | " without scripts"}`;

/** Lighthouse (mobile) of each measured page and of its script-free copy, in rounds. */
async function measureLighthouse(set: DataSet): Promise<Figure[]> {
  const targets: { key: LighthouseKey; url: string }[] = MEASURED_PAGES.flatMap((page) => [
    { key: page.path, url: `${URLS.hosting}${page.path}` },
    { key: `${page.path} without scripts` as const, url: `${URLS.hosting}${page.noJs}` },
  ]);
  const runs = new Map<LighthouseKey, (LighthouseScores | null)[]>(
    targets.map(({ key }) => [key, []]),
  );
  const crashes: Figure[] = [];
  for (let round = 1; round <= LIGHTHOUSE_ROUNDS; round += 1) {
    process.stdout.write(`Lighthouse ${set.tag}, round ${round} of ${LIGHTHOUSE_ROUNDS}...\n`);
    for (const { key, url } of targets) {
      const outcome = await lighthouseWithRetry(url);
      runs.get(key)?.push(outcome.ok ? outcome.scores : null);
      if (!outcome.ok) {
        crashes.push(
          failedRow(
            tagged(set, `Lighthouse run of ${url}, round ${round} (failed twice)`),
            outcome.error,
          ),
        );
      }
    }
  }
  const values = (key: LighthouseKey, field: keyof LighthouseScores) =>
    (runs.get(key) ?? []).map((run) => run?.[field] ?? Number.NaN);
  const row = (
    name: string,
    key: LighthouseKey,
    field: keyof LighthouseScores,
    unit: string,
    target: Figure["target"],
  ) => repeated(tagged(set, name), values(key, field), unit, target);
  return [
    ...MEASURED_PAGES.flatMap(({ path: page }) => [
      row(`Lighthouse performance, ${page}`, page, "performance", "", {
        min: PAGE_BUDGETS.lighthousePerformance,
      }),
      row(`Lighthouse accessibility, ${page}`, page, "accessibility", "", { min: 100 }),
      row(`Lighthouse best practices, ${page}`, page, "bestPractices", "", { min: 100 }),
      row(`Lighthouse SEO, ${page}`, page, "seo", "", { min: 100 }),
    ]),
    ...MEASURED_PAGES.flatMap(({ path: page }) => [
      row(`LCP of ${page}`, page, "lcpMs", "ms", null),
      row(`LCP of ${page} without scripts`, `${page} without scripts`, "lcpMs", "ms", null),
      repeated(
        tagged(set, `LCP of ${page} over LCP without scripts`),
        pairedRatios(values(page, "lcpMs"), values(`${page} without scripts`, "lcpMs")),
        "",
        { max: PAGE_BUDGETS.lcpOverNoScripts },
      ),
      row(`CLS, ${page}`, page, "cls", "", { max: 0.02 }),
      row(`TBT, ${page}`, page, "tbtMs", "ms", { max: 150 }),
    ]),
    repeated(
      tagged(
        set,
        "Host CPU as Lighthouse measured it (benchmarkIndex; its 4x slowdown assumes 1500-2000)",
      ),
      MEASURED_PAGES.flatMap(({ path: page }) => values(page, "benchmarkIndex")),
      "",
      null,
    ),
    ...crashes,
  ];
}

/**
 * Each measured page loaded in real Chromium throttled as Lighthouse's phone, with its scripts and
 * as its script-free copy in turns: when it painted (LCP), when it hydrated, and the ratio.
 */
async function measureObserved(set: DataSet): Promise<Figure[]> {
  const observed = "Chromium throttled as Lighthouse's phone, observed:";
  const browser = await launchChromium();
  try {
    const figures: Figure[] = [];
    for (const page of MEASURED_PAGES) {
      const loads = [];
      const noJs = [];
      for (let i = 0; i < OBSERVED_LOADS; i += 1) {
        loads.push(await throttledLoad(browser, page.path));
        noJs.push(await throttledLoad(browser, page.noJs, { hydrates: false }));
      }
      const lcp = loads.map((load) => load.lcpMs);
      const lcpNoJs = noJs.map((load) => load.lcpMs);
      figures.push(
        repeated(tagged(set, `${observed} ${page.path} painted (LCP)`), lcp, "ms", null),
        repeated(
          tagged(set, `${observed} ${page.path} without scripts painted (LCP)`),
          lcpNoJs,
          "ms",
          null,
        ),
        repeated(
          tagged(set, `${observed} ${page.path} LCP over LCP without scripts`),
          pairedRatios(lcp, lcpNoJs),
          "",
          { max: PAGE_BUDGETS.lcpOverNoScripts },
        ),
        repeated(
          tagged(set, `${observed} ${page.path} hydrated`),
          loads.map((load) => load.hydratedMs),
          "ms",
          null,
        ),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * What a visitor gets on / and /services (seed data), VISIT_RUNS times each: loads in a real
 * Chromium throttled as Lighthouse's phone, with and without JavaScript, in turns, and a load
 * with a tap on the menu TAP_AFTER_PAINT_MS after the first paint (lib/observed.ts); then
 * Lighthouse's mobile run of each page, its simulated figures as a second opinion.
 */
async function measureVisits(): Promise<Figure[]> {
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = PHONE_THROTTLING;
  const setting = `${latencyMs} ms RTT, ${(downloadKbps / 1024).toFixed(1)} Mbps down, ${uploadKbps} kbps up, CPU ${cpuSlowdown}x`;
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
        loads.push(await observedLoad(browser, page));
        noJs.push(await observedLoad(browser, page, { javaScript: false }));
        taps.push(await menuTap(browser, page, { afterPaintMs: TAP_AFTER_PAINT_MS }));
      }
      const lcp = loads.map((load) => load.lcpMs);
      const lcpNoJs = noJs.map((load) => load.lcpMs);
      const answered = taps.flatMap((tap) => ("answeredMs" in tap ? [tap.answeredMs] : []));
      figures.push(
        repeated(
          name("FCP"),
          loads.map((load) => load.fcpMs),
          "ms",
          null,
        ),
        repeated(name("LCP"), lcp, "ms", null),
        repeated(name("LCP with JavaScript disabled"), lcpNoJs, "ms", null),
        repeated(name("LCP over LCP with JavaScript disabled"), pairedRatios(lcp, lcpNoJs), "", {
          max: PAGE_BUDGETS.lcpOverNoScripts,
        }),
        repeated(
          name("hydrated (the root's effect ran), from the navigation"),
          loads.map((load) => load.hydratedMs),
          "ms",
          null,
        ),
        repeated(
          name(`menu tap ${TAP_AFTER_PAINT_MS} ms after FCP: tap to menu visible, taps answered`),
          answered,
          "ms",
          { max: PAGE_BUDGETS.menuTapMs },
        ),
        {
          name: name(`menu taps lost (of ${VISIT_RUNS})`),
          value: taps.length - answered.length,
          unit: "",
          target: { max: 0 },
        },
      );
    }
  } finally {
    await browser.close();
  }
  const lighthouseRuns = new Map<MeasuredPath, (LighthouseScores | null)[]>();
  for (let round = 1; round <= VISIT_RUNS; round += 1) {
    process.stdout.write(`Lighthouse, round ${round} of ${VISIT_RUNS}...\n`);
    for (const { path: page } of MEASURED_PAGES) {
      const outcome = await lighthouseWithRetry(`${URLS.hosting}${page}`);
      lighthouseRuns.set(page, [
        ...(lighthouseRuns.get(page) ?? []),
        outcome.ok ? outcome.scores : null,
      ]);
      if (!outcome.ok) {
        figures.push(
          failedRow(`Lighthouse run of ${page}, round ${round} (failed twice)`, outcome.error),
        );
      }
    }
  }
  for (const { path: page } of MEASURED_PAGES) {
    const values = (field: keyof LighthouseScores) =>
      (lighthouseRuns.get(page) ?? []).map((run) => run?.[field] ?? Number.NaN);
    figures.push(
      repeated(`Lighthouse ${page}: performance`, values("performance"), "", {
        min: PAGE_BUDGETS.lighthousePerformance,
      }),
      repeated(`Lighthouse ${page}: FCP (simulated)`, values("fcpMs"), "ms", null),
      repeated(`Lighthouse ${page}: LCP (simulated)`, values("lcpMs"), "ms", null),
      repeated(`Lighthouse ${page}: TBT (simulated)`, values("tbtMs"), "ms", null),
    );
  }
  return figures;
}

/** The public pages with the data set now loaded: weight, Lighthouse, observed loads. */
async function measurePages(set: DataSet): Promise<Figure[]> {
  const pages: { html?: Record<MeasuredPath, string> } = {};
  const figures = await section(tagged(set, "Page weight"), async () => {
    const weights = await measureWeights(set);
    pages.html = weights.html;
    return weights.figures;
  });
  if (!pages.html) return figures;
  return [
    ...figures,
    ...(await withNoJsCopies(pages.html, async () => [
      ...(await section(tagged(set, "Lighthouse"), () => measureLighthouse(set))),
      ...(await section(tagged(set, "Observed page loads"), () => measureObserved(set))),
    ])),
  ];
}

/**
 * The pages with the real-photos data set in place of the seed's services and team, then the
 * seed written back (as the emulators started) for the figures measured after this.
 */
async function measureRealPhotos(): Promise<Figure[]> {
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
          {
            name: tagged(
              REAL_PHOTOS,
              `Data set: ${loaded.services} services, ${loaded.team} team members, ${loaded.pictures} pictures uploaded, as files`,
            ),
            value: loaded.uploadedBytes / 1024 / 1024,
            unit: "MB",
            target: null,
          },
          {
            name: tagged(REAL_PHOTOS, "Data set: making, uploading and re-encoding the pictures"),
            value: seconds,
            unit: "s",
            target: null,
          },
        ];
      })),
    );
    if (state.loaded) figures.push(...(await measurePages(REAL_PHOTOS)));
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
    const session = await customerSessionJsKb(browser, SEED_CUSTOMER, BENCH_SERVICE_ID);
    return [
      repeated("JS heap used after the landing settles", heap, "MB", { max: 25 }),
      {
        name: `JS of a customer session (landing, login, book, My Orders; ${session.files} files, gzip)`,
        value: session.kb,
        unit: "KB",
        target: null,
      },
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
      {
        name: `Manage Orders documents delivered (${TOTAL_ORDERS} orders)`,
        value: counts.manageOrders,
        unit: "docs",
        target: { max: 26 },
      },
      {
        name: `My Orders documents delivered (${TOTAL_ORDERS} orders, 3 the user's)`,
        value: counts.myOrders,
        unit: "docs",
        target: { max: 3 },
      },
    ];
  } finally {
    await env.clearFirestore();
    await env.cleanup();
  }
}

function writeResults(figures: readonly Figure[]): void {
  const out = path.join(ROOT, ".bench");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "results.json"),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        figures: figures.map((f) => ({ ...f, pass: passes(f) })),
      },
      null,
      2,
    )}\n`,
  );
}

/** `-- --observed`: the build, the emulators with the seed, the pages warmed, the observed section. */
async function mainObserved(): Promise<number> {
  const plan = await preflight();
  const figures: Figure[] = [];
  try {
    if ((await buildAll()) !== 0) {
      figures.push(failedRow("Production build", "npm run build failed"));
      return 1;
    }
    await withEmulators(plan, {}, async () => {
      process.stdout.write("Warming the pages...\n");
      await warmPages();
      figures.push(...(await section("Observed section", measureVisits)));
    });
    return exitCode(figures);
  } finally {
    process.stdout.write(`\n${formatTable(figures)}\n`);
    writeResults(figures);
    process.stdout.write(`\nFigures written to .bench/results.json\n`);
  }
}

async function main({ pagesOnly, observedOnly }: BenchOptions): Promise<number> {
  if (observedOnly) return mainObserved();
  const plan = await preflight();
  const figures: Figure[] = [];
  /** Figures of a part the --pages run leaves out. */
  const unlessPagesOnly = async (measure: () => Promise<Figure[]>) =>
    pagesOnly ? [] : await measure();
  try {
    if ((await buildAll()) !== 0) {
      figures.push(failedRow("Production build", "npm run build failed"));
      return 1;
    }
    figures.push(
      { name: "All JS of the build (gzip)", value: totalJsKb(), unit: "KB", target: null },
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
              null,
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
        {
          name: "Start-up JS of the landing: entry and its preloads (gzip)",
          value: entryJsKb(html),
          unit: "KB",
          target: { max: ENTRY_JS_BUDGET_KB },
        },
        ...(await unlessPagesOnly(() =>
          section("Warm server render", async () => {
            const { p50, p95 } = quantiles(await warmRenderMs("/services"));
            return [
              {
                name: "Warm render of /services by the ssr function, p50 of 50",
                value: p50,
                unit: "ms",
                target: null,
              },
              {
                name: "Warm render of /services by the ssr function, p95 of 50",
                value: p95,
                unit: "ms",
                target: null,
              },
            ];
          }),
        )),
      );
      // The page figures first, on an idle machine: the REST load leaves the emulators busy
      // (each stored order's email trigger still runs) for a while after it ends.
      figures.push(...(await unlessPagesOnly(() => section("Observed section", measureVisits))));
      figures.push(...(await measurePages(SEED)));
      figures.push(...(await measureRealPhotos()));
      figures.push(
        ...(await unlessPagesOnly(() => section("Heap and session JS", measureBrowser))),
      );
      figures.push(
        ...(await unlessPagesOnly(() =>
          section("REST load", async () => {
            process.stdout.write(
              "Loading the REST API: GET /services, POST /orders, 15 s each...\n",
            );
            return restLoadRows(await measureRestEndpoints());
          }),
        )),
      );
      figures.push(
        ...(await unlessPagesOnly(() =>
          section("Firestore reads of the order lists", measureReads),
        )),
      );
    });
    return exitCode(figures);
  } finally {
    process.stdout.write(`\n${formatTable(figures)}\n`);
    writeResults(figures);
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
