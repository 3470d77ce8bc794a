import { startTransition, useEffect, useState } from "react";

/** Set once the page has hydrated: what mounts later (a client navigation) starts as hydrated. */
let pageHydrated = false;

/**
 * False on the server and while React hydrates a server-rendered page, true once the page's
 * handlers are attached. Forms keep their submit buttons disabled until then, so a quick visitor
 * cannot submit one natively (which would put its fields, a password among them, into the URL).
 *
 * The switch is a transition: React renders what it reveals (the client-only parts of the page)
 * in short slices after the hydration, not in one blocking task with it, as a store read with
 * a different server value (useSyncExternalStore) would.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
