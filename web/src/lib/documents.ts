/**
 * The web side of the shared document readers (functions/src/shared/documents.ts): a reader as a
 * Firestore converter for typed queries, or as a mapping from a snapshot for the paged lists.
 */
import { useMemo } from "react";
import type {
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
  SnapshotMetadata,
} from "firebase/firestore";
import { useObservable } from "reactfire";
import { fromRef } from "rxfire/firestore";
import { map, Observable } from "rxjs";
import type { DocumentReader } from "@shared/documents";

/** A read-only converter: queries `withConverter(converter(readX))` yield plain objects. */
export function converter<T extends { id: string }>(
  read: DocumentReader<T>,
): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error("Reader converters are for reads; write with the feature's api module.");
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.id, snapshot.data()),
  };
}

/** A reader as a mapping from a snapshot (for usePagedQuery and snapshot lists). */
export const fromSnapshot =
  <T>(read: DocumentReader<T>) =>
  (snapshot: QueryDocumentSnapshot): T =>
    read(snapshot.id, snapshot.data());

/** One empty list, so that a hook without data returns the same value on every render. */
const NONE: never[] = [];

/** How long a live list waits for the server's answer before it shows what the cache has. */
export const SERVER_WAIT_MS = 3000;

/**
 * A query's snapshots, from the server's first answer on. The SDK's persistent cache answers a
 * new listener at once with the documents it holds, which for a list can be a few seen on
 * other pages (the service a visitor opened): shown, that subset would pass for the whole list
 * until the server answered. So a snapshot from the cache alone is held back while online, for
 * `waitMs` at most; offline, or once the wait is over, the cache's answer is shown.
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
 * A query's snapshots from the server's first answer on (serverFirst). They include metadata
 * changes: when the server confirms exactly what the cache had, that change is the only news.
 */
export function liveSnapshots<T>(query: Query<T>): Observable<QuerySnapshot<T>> {
  return serverFirst(fromRef(query, { includeMetadataChanges: true }));
}

/** reactfire shares an observable between hooks by its id: one id per query object. */
const queryIds = new WeakMap<object, string>();
let lastQueryId = 0;
function queryId(query: object): string {
  let id = queryIds.get(query);
  if (!id) {
    lastQueryId += 1;
    id = `live-collection:${String(lastQueryId)}`;
    queryIds.set(query, id);
  }
  return id;
}

/**
 * A typed query's documents, live, starting from `initialData` (the server's) when given, and
 * never from a partial cache (serverFirst). `query` must be memoised by the caller.
 */
export function useLiveCollection<T>(query: Query<T>, initialData?: T[]) {
  const documents = useMemo(
    () => liveSnapshots(query).pipe(map((snapshot) => snapshot.docs.map((doc) => doc.data()))),
    [query],
  );
  const { status, data, error } = useObservable<T[]>(
    queryId(query),
    documents,
    initialData ? { initialData } : undefined,
  );
  // reactfire types `data` as always present, but it is undefined until the first snapshot.
  const list = data as T[] | undefined;
  return { status, data: list ?? NONE, error };
}
