import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** How long an anchor link waits for its target section to appear (spec section 9). */
const ANCHOR_WAIT_MS = 10_000;

/** How many times a scroll to an anchor is taken again once it has ended off its target. */
const ANCHOR_CORRECTIONS = 3;

/** What the visitor does to scroll on their own: the scroll to an anchor then stops following. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls the element `id` to the top of the viewport (below the top bar: its scroll-margin-top),
 * smoothly unless the visitor asks for reduced motion (the page's scroll-behavior). Sections below
 * the fold hold an estimated height until they are drawn (hydrate-when-near.module.css), and a
 * scroll that passes them draws them: when it ends off its target, it is taken again. The target
 * is looked up each time: a section that comes alive on the way replaces its server HTML (lib/
 * hydrate-when-near.tsx). Returns its stop.
 */
function scrollToTarget(id: string): () => void {
  let corrections = 0;
  const offset = (target: HTMLElement) =>
    target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop);
  const stop = () => {
    window.removeEventListener("scrollend", onEnd);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  };
  function onEnd() {
    const target = document.getElementById(id);
    if (!target || Math.abs(offset(target)) <= 1 || corrections >= ANCHOR_CORRECTIONS) {
      stop();
      return;
    }
    corrections += 1;
    target.scrollIntoView({ block: "start" });
  }
  window.addEventListener("scrollend", onEnd);
  for (const type of VISITOR_SCROLLS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  document.getElementById(id)?.scrollIntoView({ block: "start" });
  return stop;
}

/** Scrolls to the hash's element once it exists, or a new page (not the first) to the top. */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    const loaded = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      if (!loaded) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + ANCHOR_WAIT_MS;
    let timer: number | undefined;
    let stopScroll = () => {};
    const tryScroll = () => {
      if (document.getElementById(id)) {
        stopScroll = scrollToTarget(id);
        return;
      }
      if (Date.now() < deadline) timer = window.setTimeout(tryScroll, 100);
    };
    tryScroll();
    return () => {
      window.clearTimeout(timer);
      stopScroll();
    };
  }, [pathname, hash, key]);

  return null;
}
