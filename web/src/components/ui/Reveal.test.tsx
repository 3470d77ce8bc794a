// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { play, revealOnEnter, type Animate } from "@/lib/motion";
import { Reveal } from "./Reveal";

/** framer-motion's DOM `animate`, as Reveal loads it; each call returns the controls below. */
const motion = vi.hoisted(() => ({
  animate: vi.fn(),
  cancel: vi.fn(),
  finish: (): void => undefined,
}));
vi.mock("framer-motion/dom/mini", () => ({ animate: motion.animate }));

/**
 * IntersectionObserver, driven by the test: `near()` fires Reveal's 600px-margin observer,
 * `enter()` the one that watches the viewport itself. As in a browser, the first report an
 * observer makes is the state at the time it started observing, with the element's position.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly rootMargin: string;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.rootMargin = options?.rootMargin ?? "0px";
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.targets.map(
      (target) =>
        ({ isIntersecting, target, boundingClientRect: rect() }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function fireAll(rootMargin: string, isIntersecting = true) {
  act(() => {
    for (const observer of FakeObserver.all.filter((o) => o.rootMargin === rootMargin)) {
      observer.fire(isIntersecting);
    }
  });
}
const near = () => fireAll("600px 0px");
const enter = (isIntersecting = true) => fireAll("0px", isIntersecting);

/** Lets the dynamic import of framer-motion (mocked) resolve. */
async function settle() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

let reducedMotion = false;
/** Where every element's top is, relative to the viewport (jsdom's is 768px high). */
let top = 2000;
/** Element.getBoundingClientRect, which forces a layout: Reveal must not call it. */
let measured: MockInstance<() => DOMRect>;
const rect = () =>
  ({
    top,
    bottom: top + 300,
    left: 0,
    right: 1000,
    width: 1000,
    height: 300,
    x: 0,
    y: top,
  }) as DOMRect;

function renderReveal() {
  render(
    <Reveal data-testid="reveal">
      <p>Everything your brand needs</p>
    </Reveal>,
  );
  return screen.getByTestId("reveal");
}

beforeEach(() => {
  FakeObserver.all = [];
  reducedMotion = false;
  top = 2000;
  motion.animate.mockReset();
  motion.cancel.mockReset();
  motion.animate.mockImplementation((element: HTMLElement) => {
    element.style.opacity = "0";
    element.style.transform = "translateY(16px)";
    return {
      cancel: motion.cancel,
      finished: new Promise<void>((resolve) => {
        motion.finish = () => {
          // As framer-motion does on finishing: commit the last keyframe inline.
          element.style.opacity = "1";
          element.style.transform = "none";
          resolve();
        };
      }),
    };
  });
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  // jsdom has no Web Animations API; the mocked `animate` above stands in for it.
  Object.defineProperty(HTMLElement.prototype, "animate", { configurable: true, value: vi.fn() });
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        media: query,
        matches: reducedMotion && query === "(prefers-reduced-motion: reduce)",
      }) as MediaQueryList,
  );
  measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(rect);
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLElement.prototype, "animate");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The viewport observer's first report (not in view yet), then the element scrolling in. */
function scrollIn() {
  enter(false);
  enter(true);
}
const watchers = () => FakeObserver.all.filter((o) => o.rootMargin === "0px");

describe("Reveal", () => {
  it("renders its content visible on the server, with no inline style", () => {
    const html = renderToString(
      <Reveal data-testid="reveal">
        <p>Everything your brand needs</p>
      </Reveal>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const element = container.querySelector('[data-testid="reveal"]');
    expect(element?.textContent).toBe("Everything your brand needs");
    expect(element?.getAttribute("style")).toBeNull();
  });

  it("animates an element below the viewport once, for 300 ms, when it scrolls into view", async () => {
    const element = renderReveal();
    near();
    await settle();
    enter(false);
    expect(motion.animate).not.toHaveBeenCalled(); // near, not in view yet
    enter(true);
    expect(motion.animate).toHaveBeenCalledTimes(1);
    expect(motion.animate).toHaveBeenCalledWith(
      element,
      { opacity: [0, 1], transform: ["translateY(16px)", "none"] },
      expect.objectContaining({ duration: 0.3 }),
    );
    enter(false);
    enter(true);
    expect(motion.animate).toHaveBeenCalledTimes(1);
  });

  it("removes its inline styles once the animation has finished", async () => {
    const element = renderReveal();
    near();
    await settle();
    scrollIn();
    expect(element.style.opacity).toBe("0");
    motion.finish();
    await settle();
    expect(element.getAttribute("style") ?? "").toBe("");
  });

  it("does not move for a visitor who asked for reduced motion", async () => {
    reducedMotion = true;
    const element = renderReveal();
    near();
    await settle();
    scrollIn();
    expect(motion.animate).not.toHaveBeenCalled();
    expect(watchers()).toEqual([]); // nor loads framer-motion to find out
    expect(element.getAttribute("style")).toBeNull();
  });

  it("leaves an element that is already in view when it mounts as it is", async () => {
    top = 300;
    const element = renderReveal();
    near();
    await settle();
    scrollIn();
    expect(motion.animate).not.toHaveBeenCalled();
    expect(watchers()).toEqual([]);
    expect(element.getAttribute("style")).toBeNull();
  });

  it("never measures the page itself while it hydrates (no forced layout)", async () => {
    renderReveal();
    near();
    await settle();
    scrollIn();
    expect(motion.animate).toHaveBeenCalledTimes(1);
    expect(measured).not.toHaveBeenCalled();
  });

  it("leaves an element that came into view before the motion code loaded as it is", async () => {
    const element = renderReveal();
    near();
    await settle();
    enter(true); // the first report: already in view
    enter(true);
    expect(motion.animate).not.toHaveBeenCalled();
    expect(element.getAttribute("style")).toBeNull();
  });
});

describe("revealOnEnter", () => {
  const loaded = () => Promise.resolve(motion.animate as unknown as Animate);

  it("does not animate an element that enters before framer-motion has loaded", () => {
    const element = document.createElement("div");
    revealOnEnter(element, () => new Promise<Animate>(() => undefined));
    scrollIn();
    expect(motion.animate).not.toHaveBeenCalled();
  });

  it("checks reduced motion again when the element enters the viewport", async () => {
    const element = document.createElement("div");
    revealOnEnter(element, loaded);
    await settle();
    enter(false);
    reducedMotion = true;
    enter(true);
    expect(motion.animate).not.toHaveBeenCalled();
  });

  it("cancels an animation cut short and clears its inline styles", async () => {
    const element = document.createElement("div");
    const stop = revealOnEnter(element, loaded);
    await settle();
    scrollIn();
    expect(motion.animate).toHaveBeenCalledTimes(1);
    expect(element.style.opacity).toBe("0");
    stop();
    expect(motion.cancel).toHaveBeenCalledTimes(1);
    expect(element.getAttribute("style") ?? "").toBe("");
  });
});

describe("play", () => {
  it("leaves the element alone in a browser without the Web Animations API", () => {
    Reflect.deleteProperty(HTMLElement.prototype, "animate");
    const element = document.createElement("div");
    play(motion.animate, element, { opacity: [0, 1] }, { duration: 0.3 });
    expect(motion.animate).not.toHaveBeenCalled();
    expect(element.getAttribute("style")).toBeNull();
  });
});
