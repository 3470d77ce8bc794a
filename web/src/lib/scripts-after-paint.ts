/**
 * The inline script that starts React Router's scripts once the page is on screen, and the id of
 * the `<noscript>` it reads them from (components/layout/ScriptsAfterPaint.tsx, ADR 012).
 */

/** The `<noscript>` holding React Router's scripts until the page is on screen. */
export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

/**
 * Marks the spinner of a page the browser renders (components/ui/PageSpinner.tsx: the dashboard
 * until its scripts have run). Such a page has nothing to paint first, and no contentful paint
 * comes: its scripts start as soon as it has loaded.
 */
export const PAGE_SPINNER_SELECTOR = "[data-page-spinner]";

/** The longest the scripts wait for the load event and the paint (a stalled picture), in ms. */
export const START_WAIT_MAX_MS = 5000;

/** The longest the script adds React Router's elements in one task, in ms (a long task is 50). */
export const SLICE_MS = 20;

/** Runs in the page: starts the scripts once loaded and painted. Kept short: it is inline. */
export const START_AFTER_PAINT = `(() => {
  const held = [];
  window.__reactRouterContext = {
    streamController: {
      enqueue: (chunk) => held.push(["enqueue", chunk]),
      close: () => held.push(["close"]),
    },
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const box = document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});
    const range = document.createRange();
    range.selectNodeContents(document.body);
    const nodes = [...range.createContextualFragment(box.textContent).childNodes];
    // A few elements per task: each preload costs the main thread a little, and a tap (the
    // menu) must not wait for all of them.
    const add = () => {
      const until = performance.now() + ${SLICE_MS};
      while (nodes.length > 0 && performance.now() < until) document.body.append(nodes.shift());
      if (nodes.length > 0) return void setTimeout(add);
      const controller = window.__reactRouterContext.streamController;
      for (const [call, chunk] of held) controller[call](chunk);
    };
    add();
  };
  const loaded = new Promise((done) =>
    document.readyState === "complete" ? done() : addEventListener("load", done, { once: true }));
  const painted = new Promise((done) => {
    const fcp = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");
    if (document.visibilityState === "hidden" || fcp(performance.getEntriesByType("paint")) ||
      document.querySelector(${JSON.stringify(PAGE_SPINNER_SELECTOR)})) done();
    else new PerformanceObserver((list) => fcp(list.getEntries()) && done())
      .observe({ type: "paint", buffered: true });
  });
  Promise.all([loaded, painted]).then(() => setTimeout(start));
  setTimeout(start, ${START_WAIT_MAX_MS});
})();`;
