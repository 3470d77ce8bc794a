/**
 * Cursor-based pages of a live query, through reactfire: the first page listens to
 * `limit(size + 1)` (the extra document only tells whether there is more), each "Load more" adds a
 * page that starts after the last document of the previous one. Only the pages on screen are
 * listened to, so a view receives at most `size + 1` documents per page, however large the
 * collection. A page shows the server's answer, not a partial one from the cache (liveSnapshots).
 */
import { useMemo, useState } from "react";
import {
  limit,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from "firebase/firestore";
import { useObservable } from "reactfire";
import { combineLatest } from "rxjs";
import { liveSnapshots } from "./documents";

/** The query of one page: `size + 1` documents after `cursor`. */
export function pageQuery(base: Query, size: number, cursor: QueryDocumentSnapshot | null): Query {
  return cursor ? query(base, startAfter(cursor), limit(size + 1)) : query(base, limit(size + 1));
}

export interface Paged<T> {
  items: T[];
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

type Cursor = QueryDocumentSnapshot | null;

/**
 * Live, paged items of `base` (which must carry its own orderBy). `key` identifies the query:
 * when it changes, paging starts again from the first page. While another page loads, the pages
 * already shown stay.
 */
export function usePagedQuery<T>(
  base: Query,
  key: string,
  size: number,
  map: (snapshot: QueryDocumentSnapshot) => T,
): Paged<T> {
  const [cursors, setCursors] = useState<{ key: string; list: Cursor[] }>({ key, list: [null] });
  const list = useMemo(() => (cursors.key === key ? cursors.list : [null]), [cursors, key]);
  const pages$ = useMemo(
    () => combineLatest(list.map((cursor) => liveSnapshots(pageQuery(base, size, cursor)))),
    [base, size, list],
  );
  const id = `paged:${key}:${String(size)}:${list.map((cursor) => cursor?.id ?? "").join("/")}`;
  const { status, data } = useObservable<QuerySnapshot[]>(id, pages$, { suspense: false });
  // reactfire types `data` as always present, but it is undefined until the first snapshot.
  const pages = data as QuerySnapshot[] | undefined;
  // The pages last received, shown while the next page (a new listener) loads.
  const [shown, setShown] = useState<{ key: string; pages: QuerySnapshot[] } | null>(null);
  if (pages && shown?.pages !== pages) setShown({ key, pages });
  const current = pages ?? (shown?.key === key ? shown.pages : undefined);

  return useMemo(() => {
    if (status === "error")
      return { items: [], loading: false, hasMore: false, loadMore: () => {} };
    const seen = new Set<string>();
    const items: T[] = [];
    for (const page of current ?? []) {
      for (const doc of page.docs.slice(0, size)) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        items.push(map(doc));
      }
    }
    const last = pages?.at(-1);
    const loadMore = () => {
      const cursor = last?.docs[size - 1];
      if (cursor) setCursors({ key, list: [...list, cursor] });
    };
    return {
      items,
      loading: !pages,
      hasMore: last ? last.docs.length > size : false,
      loadMore,
    };
  }, [status, current, pages, list, key, size, map]);
}
