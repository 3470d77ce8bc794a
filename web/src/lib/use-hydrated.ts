import { createContext, startTransition, useContext, useEffect, useState } from "react";

/** What mounts after the page hydrated (a client navigation) starts as hydrated. */
let pageHydrated = false;

/** Whether the page has hydrated, read once (no re-render when it does). */
export const isPageHydrated = () => pageHydrated;

/** The page has hydrated (root.tsx, whatever the page's own parts read). */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * True inside a part that hydrates after the page (lib/hydrate-when-near.tsx): its first render
 * must match the server's HTML, as the page's did.
 */
export const HydratingLater = createContext(false);

/** True once the page's handlers are attached (set in a transition, rendered in slices). */
export function useHydrated(): boolean {
  const later = useContext(HydratingLater);
  const [hydrated, setHydrated] = useState(pageHydrated && !later);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
