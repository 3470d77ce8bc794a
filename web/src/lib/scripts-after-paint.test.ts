import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  START_OPTIONS,
  startAfterPaintScript,
  startAfterPaint,
  type StartOptions,
} from "./scripts-after-paint";

/**
 * React Router's context script as `<Scripts />` writes it (the stream its hydration reads), with
 * the chunks the stream receives recorded in `window.received`.
 */
const CONTEXT_SCRIPT =
  "window.received = []; window.__reactRouterContext = {}; window.__reactRouterContext.streamController = " +
  "{ enqueue: (chunk) => window.received.push(chunk), close: () => window.received.push('closed') };";

/** The paint observers the page created (jsdom paints nothing: the test reports the paint). */
type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;

/** A page as the server writes it: the held scripts, the start-up script, then the loader data. */
function page(startScript: string, { spinner = false } = {}) {
  const observers: PaintCallback[] = [];
  const held = `<script>${CONTEXT_SCRIPT}</script><link rel="modulepreload" href="/assets/a.js">`;
  const dom = new JSDOM(
    `<!doctype html><body>${spinner ? '<div data-page-spinner=""></div>' : "<p>Hello</p>"}
    <noscript id="${START_OPTIONS.heldId}">${held}</noscript>
    <script>${startScript}</script>
    <script>window.__reactRouterContext.streamController.enqueue("[1]");</script>
    <script>window.__reactRouterContext.streamController.enqueue("[2]");</script>
    <script>window.__reactRouterContext.streamController.close();</script></body>`,
    {
      runScripts: "dangerously",
      beforeParse(window) {
        Object.assign(window.performance, { getEntriesByType: () => [] });
        // A browser runs the scripts of a fragment made by createContextualFragment once they are
        // added to the document (the HTML standard); jsdom does not, so its scripts are made anew.
        const { prototype } = window.Range;
        const contextual = Object.getOwnPropertyDescriptor(prototype, "createContextualFragment");
        prototype.createContextualFragment = function (this: Range, html: string) {
          const fragment = (contextual?.value as Range["createContextualFragment"]).call(
            this,
            html,
          );
          for (const old of fragment.querySelectorAll("script")) {
            const script = window.document.createElement("script");
            script.textContent = old.textContent;
            old.replaceWith(script);
          }
          return fragment;
        };
        Object.assign(window, {
          PerformanceObserver: class {
            constructor(callback: PaintCallback) {
              observers.push(callback);
            }
            observe() {}
          },
        });
      },
    },
  );
  const paint = () => {
    for (const observer of observers)
      observer({ getEntries: () => [{ name: "first-contentful-paint" }] });
  };
  const loaded = new Promise((resolve) => dom.window.addEventListener("load", resolve));
  return { dom, paint, loaded };
}

/** Waits until `check` holds in the page, or fails after `ms`. */
async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function received(dom: JSDOM): unknown {
  return (dom.window as unknown as { received?: unknown }).received;
}

describe("the start-up script", () => {
  it("holds the loader data until the page is loaded and painted, then hands it over in order", async () => {
    const { dom, paint, loaded } = page(startAfterPaintScript());
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Loaded but not painted: React Router's scripts have not run, the data is held.
    expect(received(dom)).toBeUndefined();
    paint();
    await until(() => (received(dom) as unknown[] | undefined)?.length === 3, 2000);
    expect(received(dom)).toEqual(["[1]", "[2]", "closed"]);
    const preload = dom.window.document.body.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute("href")).toBe("/assets/a.js");
  });

  it("starts a page the browser renders (a spinner) once it has loaded", async () => {
    const { dom } = page(startAfterPaintScript(), { spinner: true });
    await until(() => (received(dom) as unknown[] | undefined)?.length === 3, 2000);
    expect(received(dom)).toEqual(["[1]", "[2]", "closed"]);
  });

  it("runs from its own source, and starts after the longest wait when no paint comes", async () => {
    const options: StartOptions = {
      ...START_OPTIONS,
      waitMaxMs: 3000,
      sliceMs: 1,
    };
    const { dom, loaded } = page(`(${startAfterPaint.toString()})(${JSON.stringify(options)});`);
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received(dom)).toBeUndefined();
    await until(() => (received(dom) as unknown[] | undefined)?.length === 3, 6000);
    expect(received(dom)).toEqual(["[1]", "[2]", "closed"]);
  });
});
