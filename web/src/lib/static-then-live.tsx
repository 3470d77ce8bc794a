/**
 * Server-rendered content that stays live in the browser. The server, and the browser until the
 * page has hydrated, render the list from the loader's data; then a lazily loaded component
 * (lib/firebase/live.tsx, with the Firestore SDK, so the SDK is no part of the page's start-up
 * JS) renders the same list from a live query that starts from that data. The page never shows a
 * skeleton, and a live part that fails (its code did not load on a bad connection, a query was
 * refused) leaves the static content in place, only without further updates.
 */
import type { ComponentType, ReactNode } from "react";
import { ClientOnly } from "./client-only";
import { OnError } from "./on-error";

export interface LiveProps<T> {
  initial: T;
  children: (data: T) => ReactNode;
}

/**
 * `active` (default true) says when to go live: a section below the fold passes whether it is near
 * the viewport (lib/use-near-viewport.ts), so its query starts when the visitor gets there.
 */
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
