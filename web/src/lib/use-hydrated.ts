import { startTransition, useEffect, useState } from "react";

/** What mounts after the page hydrated (a client navigation) starts as hydrated. */
let pageHydrated = false;

/** True once the page's handlers are attached (set in a transition, rendered in slices). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
