/**
 * A query's first answer from the server: the cache answers a new listener at once with what it
 * holds, for a list perhaps a few documents seen on other pages, which would pass for the list.
 */
import { useEffect, useState } from "react";
import type { Query, SnapshotMetadata } from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import { Observable } from "rxjs";

/** The snapshots from the server's first; the cache's shows offline or after `waitMs`. */
export function serverFirst<S extends { metadata: Pick<SnapshotMetadata, "fromCache"> }>(
  snapshots: Observable<S>,
  waitMs = 3000,
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
 * Whether `query` has had its server answer. It shares reactfire's listener's target (no extra
 * reads) and is called after it (added later), so once true, reactfire's data is the server's.
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
