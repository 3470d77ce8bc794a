/**
 * A query's first answer from the server, not from the persistent cache. The SDK's cache answers
 * a new listener at once with the documents it holds, which for a list can be a few seen on other
 * pages (the service a visitor opened): shown, that subset would pass for the whole list until the
 * server answered. The hooks (hooks.ts) show a list only once this says the server has answered.
 */
import { useEffect, useState } from "react";
import type { Query, SnapshotMetadata } from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import { Observable } from "rxjs";

/** How long a live list waits for the server's answer before it shows what the cache has. */
export const SERVER_WAIT_MS = 3000;

/**
 * The snapshots from the server's first answer on: a snapshot from the cache alone is held back
 * while online, for `waitMs` at most; offline, or once the wait is over, the cache's is shown.
 */
export function serverFirst<S extends { metadata: Pick<SnapshotMetadata, "fromCache"> }>(
  snapshots: Observable<S>,
  waitMs = SERVER_WAIT_MS,
  online: () => boolean = () => navigator.onLine,
): Observable<S> {
  return new Observable<S>((subscriber) => {
    let settled = false;
    let held: S | undefined;
    const timer = setTimeout(() => {
      settled = true;
      if (held) subscriber.next(held);
    }, waitMs);
    const subscription = snapshots.subscribe({
      next: (snapshot) => {
        if (settled || !snapshot.metadata.fromCache || !online()) {
          settled = true;
          clearTimeout(timer);
          subscriber.next(snapshot);
        } else {
          held = snapshot;
        }
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  });
}

/**
 * Whether `query` has had its server answer (serverFirst). It listens beside reactfire's own
 * listener, which the SDK serves from the same target (no extra reads), and which it follows: the
 * SDK calls listeners in the order they were added, and reactfire's was added during the render,
 * before this effect, so when this turns true reactfire's data is the server's.
 */
export function useServerAnswered(query: Query): boolean {
  const [answered, setAnswered] = useState<Query | null>(null);
  useEffect(() => {
    const subscription = serverFirst(fromRef(query, { includeMetadataChanges: true })).subscribe({
      next: () => setAnswered(query),
      // reactfire's listener reports the same error.
      error: () => setAnswered(query),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return answered === query;
}
