/**
 * Server-rendered content that stays live: the loader's data until hydration, then a lazily
 * loaded component (lib/live/list.tsx, its data from the live worker) renders the same list from a
 * live query started from that data. A live part that fails leaves the static content in place.
 */
import type { ComponentType, ReactNode } from "react";
import { ClientOnly } from "./client-only";
import { OnError } from "./on-error";

export interface LiveProps<T> {
  initial: T;
  children: (data: T) => ReactNode;
}

/** `active`: when to go live (below the fold, once near the viewport: use-near-viewport.ts). */
export function Live<T>({
  initial,
  live: LiveList,
  active = true,
  children,
}: LiveProps<T> & { live: ComponentType<LiveProps<T>>; active?: boolean }) {
  const fallback = children(initial);
  return (
    <ClientOnly fallback={fallback}>
      {active ? (
        <OnError fallback={fallback}>
          <LiveList initial={initial}>{children}</LiveList>
        </OnError>
      ) : (
        fallback
      )}
    </ClientOnly>
  );
}
