import { useEffect, useState } from "react";

/** How long a visitor stays on a page before its live updates start. */
export const LINGER_MS = 5000;

/**
 * Whether the visitor has stayed on the page for `ms` after it loaded, with the page visible
 * (once true, it stays true). For work a page only needs if the visitor stays: the services
 * page's live query loads the Firestore SDK, a few hundred milliseconds of main-thread work on a
 * phone, which a visitor who moves on within seconds never pays. Nothing is missed by starting
 * late: the query's first answer brings every change made since the server rendered the page.
 */
export function useLingered(ms = LINGER_MS): boolean {
  const [lingered, setLingered] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const settle = () => {
      if (document.visibilityState === "visible") setLingered(true);
      else document.addEventListener("visibilitychange", settle, { once: true });
    };
    const start = () => {
      timer = window.setTimeout(settle, ms);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", start);
      document.removeEventListener("visibilitychange", settle);
    };
  }, [ms]);
  return lingered;
}
