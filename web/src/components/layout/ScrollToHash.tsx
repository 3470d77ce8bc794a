import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** How long an anchor link waits for its target section to appear (spec section 9). */
const ANCHOR_WAIT_MS = 10_000;

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
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
      if (Date.now() < deadline) timer = window.setTimeout(tryScroll, 100);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  return null;
}
