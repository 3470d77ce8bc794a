/**
 * The start-up script (components/layout/ScriptsAfterPaint.tsx): a typed function whose source
 * the page runs inline; what it relies on from React Router, and the test of that: ADR 015.
 */

/** The start-up script's options: START_OPTIONS below gives the site's. */
export interface StartOptions {
  /** The id of the `<noscript>` whose text is React Router's scripts. */
  heldId: string;
  /**
   * Marks the spinner of a page the browser renders (components/ui/PageSpinner.tsx): it has
   * nothing to paint first, so its scripts start as soon as it has loaded.
   */
  spinnerSelector: string;
  /** The longest the scripts wait for the load event and the paint (a stalled picture), in ms. */
  waitMaxMs: number;
  /** The longest the script adds React Router's elements in one task, in ms (a long task is 50). */
  sliceMs: number;
}

/** The part of React Router's stream controller its loader-data scripts call. */
interface StreamController {
  enqueue(chunk: string): void;
  close(): void;
}

/** The page's global as React Router's scripts use it. */
interface RouterGlobal {
  __reactRouterContext?: { streamController?: StreamController };
}

/**
 * Runs in the page, from its own source: it may use nothing but its argument and the browser's
 * globals (no imports, no helpers of the bundler).
 */
export function startAfterPaint(options: StartOptions): void {
  const page = window as unknown as RouterGlobal;
  const held: (readonly ["enqueue", string] | readonly ["close"])[] = [];
  const holder: StreamController = {
    enqueue: (chunk) => void held.push(["enqueue", chunk]),
    close: () => void held.push(["close"]),
  };
  page.__reactRouterContext = { streamController: holder };
  const handOver = () => {
    const controller = page.__reactRouterContext?.streamController;
    // React Router's context script did not run (or set no controller): nothing to hand over to.
    if (!controller || controller === holder) return;
    for (const call of held) {
      if (call[0] === "enqueue") controller.enqueue(call[1]);
      else controller.close();
    }
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const box = document.getElementById(options.heldId);
    const range = document.createRange();
    range.selectNodeContents(document.body);
    const nodes = Array.from(range.createContextualFragment(box?.textContent ?? "").childNodes);
    // A few elements per task: each preload costs the main thread a little, and a tap (the menu)
    // must not wait for all of them.
    const add = () => {
      const until = performance.now() + options.sliceMs;
      while (nodes.length > 0 && performance.now() < until) {
        const node = nodes.shift();
        if (node) document.body.append(node);
      }
      if (nodes.length > 0) setTimeout(add);
      else handOver();
    };
    add();
  };

  const loaded = new Promise<void>((done) => {
    if (document.readyState === "complete") done();
    else addEventListener("load", () => done(), { once: true });
  });
  const painted = new Promise<void>((done) => {
    const contentful = (entries: PerformanceEntryList) =>
      entries.some((entry) => entry.name === "first-contentful-paint");
    if (
      document.visibilityState === "hidden" ||
      contentful(performance.getEntriesByType("paint")) ||
      document.querySelector(options.spinnerSelector)
    ) {
      done();
      return;
    }
    new PerformanceObserver((list) => {
      if (contentful(list.getEntries())) done();
    }).observe({ type: "paint", buffered: true });
  });
  void Promise.all([loaded, painted]).then(() => setTimeout(start));
  setTimeout(start, options.waitMaxMs);
}

export const START_OPTIONS: StartOptions = {
  heldId: "deferred-scripts",
  spinnerSelector: "[data-page-spinner]",
  waitMaxMs: 5000,
  sliceMs: 20,
};

/** The inline script: `startAfterPaint`'s own source, called with the site's options. */
export const startAfterPaintScript = () =>
  `(${startAfterPaint.toString()})(${JSON.stringify(START_OPTIONS)});`;
