/**
 * A server-rendered page is complete before any script runs; its scripts only make it
 * interactive. React Router starts them with the page: it preloads every start-up module with
 * `<link rel="modulepreload">` and imports them in one inline module script. Fetched beside the
 * page's stylesheets they compete with them, and Lighthouse's simulation counts every one of
 * them before the page's largest paint (LCP of `/` about 2.5x that of the same page without
 * scripts).
 *
 * `startScriptsAfterLoad` starts them once the page is loaded and painted instead: the preloads
 * leave the HTML, and the module script waits for the `load` event and the first contentful
 * paint (at most 5 s, should an image stall), adds the preloads back (one per task), then
 * imports what it imported before, in the same order. Why: ADR 008. A module script in another
 * shape (a React Router upgrade) is left as it is, so the page still starts, only sooner; the
 * hosting test fails on it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"([^>]*)>([\s\S]*?)<\/script>/;
/** `import "x";` and `import * as name from "x";`: the only statements React Router writes. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\\]+");$/gm;

/** The longest the scripts wait for the load event and the paint (a stalled image), in ms. */
export const BOOT_WAIT_MAX_MS = 5000;

/** The first line of the rewritten module script: tests and the bench recognise it by this. */
export const BOOT_WAIT = "await new Promise((go) => {";

/**
 * Waits for the load event and for the browser to report the first contentful paint (reported
 * once the frame is on screen, which a requestAnimationFrame callback is not), then adds the
 * module preloads back, one per task. A hidden tab paints nothing, so it waits for the load event
 * only; a browser without paint timing waits for the frame after load; and nothing waits more
 * than 5 s.
 *
 * Why one per task: each preload costs the browser a fetch start, 0.3-2.5 ms on a 2-core machine
 * and 5-10 ms while Lighthouse records the page. The landing had about 30 (9 since the build
 * merges its small start-up files); added in one go they made one task of 10-80 ms right after
 * the first paint, which Lighthouse's 4x slowdown counted as 40-300 ms of blocking time. Between two preloads the script yields with `scheduler.yield()`
 * where the browser has it (no 4 ms clamp on a chain of timers), else with a timer.
 */
export function waitForLoad(preloads: readonly string[]): string {
  return [
    BOOT_WAIT,
    "  const loaded = new Promise((done) => {",
    '    if (document.readyState === "complete") done();',
    '    else addEventListener("load", done, { once: true });',
    "  });",
    "  const painted = new Promise((done) => {",
    '    const contentful = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");',
    '    if (document.visibilityState === "hidden" || contentful(performance.getEntriesByType("paint"))) done();',
    '    else if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) loaded.then(() => requestAnimationFrame(() => done()));',
    '    else new PerformanceObserver((list) => contentful(list.getEntries()) && done()).observe({ type: "paint", buffered: true });',
    "  });",
    "  Promise.all([loaded, painted]).then(() => setTimeout(go));",
    `  setTimeout(go, ${BOOT_WAIT_MAX_MS});`,
    "});",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "  await (globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)));",
    "}",
    "",
  ].join("\n");
}

export function startScriptsAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attributes = "", code = ""] = script;
  const dynamic = code.replace(STATIC_IMPORT, (_, name: string | undefined, from: string) =>
    name ? `const ${name} = await import(${from});` : `await import(${from});`,
  );
  if (/^\s*import\s/m.test(dynamic)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const deferred = `<script type="module"${attributes}>${waitForLoad(preloads)}${dynamic}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => deferred);
}

/** The start-up scripts a page's module script imports or preloads, as root-relative paths. */
export function startupScripts(html: string): string[] {
  const code = MODULE_SCRIPT.exec(html)?.[2] ?? "";
  const urls = [
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ""),
    ...[...code.matchAll(/"(\/[^"\\]+\.js)"/g)].map((match) => match[1] ?? ""),
  ];
  return [...new Set(urls.filter((url) => url.endsWith(".js")))];
}
