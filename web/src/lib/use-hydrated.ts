import { startTransition, useEffect, useState } from "react";

/** Set once the page has hydrated: what mounts later (a client navigation) starts as hydrated. */
let pageHydrated = false;

/**
 * True once the page's handlers are attached: forms wait for it, so that nobody posts a password
 * natively. A transition, so what it reveals renders in slices after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
