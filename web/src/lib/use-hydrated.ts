import { startTransition, useEffect, useState } from "react";

/** Set once the page has hydrated: what mounts later (a client navigation) starts as hydrated. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true once the page's handlers are attached (forms
 * keep their buttons disabled until then, so a quick visitor cannot post a password natively).
 * A transition, so the client-only parts it reveals render in slices after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
