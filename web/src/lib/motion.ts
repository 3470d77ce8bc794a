/** Motion (spec section 9) on framer-motion's small DOM `animate`, loaded on use (ADR 006). */
import type { animate as animateMini } from "framer-motion/dom/mini";

/** Every UI transition, in seconds (framer-motion's unit). */
export const MOTION_DURATION = 0.3;

/** Transform and opacity only: no layout shift. */
export const REVEAL_KEYFRAMES = {
  opacity: [0, 1],
  transform: ["translateY(16px)", "none"],
};

export const REVEAL_TRANSITION = { duration: MOTION_DURATION, ease: "easeOut" } as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export type Animate = typeof animateMini;
type Keyframes = Parameters<Animate>[1];
type Options = Parameters<Animate>[2];

/** Plays one animation, then removes the inline styles it leaves; returns the stop. */
export function play(
  animate: Animate,
  element: HTMLElement,
  keyframes: Keyframes,
  options: Options,
): () => void {
  if (!("animate" in element)) return () => undefined;
  const clear = () => {
    for (const name of Object.keys(keyframes)) element.style.removeProperty(name);
  };
  let running = true;
  const controls = animate(element, keyframes, options);
  const done = () => {
    running = false;
    clear();
  };
  controls.finished.then(done, done);
  return () => {
    if (!running) return;
    running = false;
    controls.cancel();
    clear();
  };
}

let loading: Promise<Animate> | undefined;

/** Loaded once, on first use (a failed load is tried again). */
function loadAnimate(): Promise<Animate> {
  loading ??= import("framer-motion/dom/mini").then(
    (module) => module.animate,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fades `element` in the next time it enters the viewport; not when in view already or before
 * `animate` has loaded, so visible content never blinks out. Returns the cleanup.
 */
export function revealOnEnter(element: HTMLElement, load = loadAnimate): () => void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return () => undefined;
  let ready: Animate | undefined;
  let stop: (() => void) | undefined;
  let watching = true;
  let first = true;
  load().then(
    (loaded) => {
      ready = loaded;
    },
    () => undefined,
  );
  const observer = new IntersectionObserver((entries) => {
    const initial = first;
    first = false;
    if (!watching || !entries.some((entry) => entry.isIntersecting)) return;
    watching = false;
    observer.disconnect();
    if (initial || !ready || prefersReducedMotion()) return;
    stop = play(ready, element, REVEAL_KEYFRAMES, REVEAL_TRANSITION);
  });
  observer.observe(element);
  return () => {
    watching = false;
    observer.disconnect();
    stop?.();
  };
}
