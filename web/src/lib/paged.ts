/**
 * Cursor-based pages of a live query: the first page subscribes to `limit(size + 1)` (the extra
 * document only tells whether there is more), each "Load more" adds a page that starts after the
 * last document of the previous one. Only the pages on screen are subscribed, so a view receives
 * at most `size + 1` documents per page, however large the collection.
 */
import { useEffect, useMemo, useState } from "react";
import {
  limit,
  onSnapshot,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase/firestore";

/** The query of one page: `size + 1` documents after `cursor`. */
export function pageQuery(base: Query, size: number, cursor: QueryDocumentSnapshot | null): Query {
  return cursor ? query(base, startAfter(cursor), limit(size + 1)) : query(base, limit(size + 1));
}

interface PageState {
  docs: QueryDocumentSnapshot[];
  loaded: boolean;
}

export interface Paged<T> {
  items: T[];
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * Live, paged items of `base` (which must carry its own orderBy). `key` identifies the query:
 * when it changes, paging starts again from the first page.
 */
export function usePagedQuery<T>(
  base: Query,
  key: string,
  size: number,
  map: (snapshot: QueryDocumentSnapshot) => T,
): Paged<T> {
  const [cursors, setCursors] = useState<{ key: string; list: (QueryDocumentSnapshot | null)[] }>({
    key,
    list: [null],
  });
  const [pages, setPages] = useState<Record<string, PageState>>({});
  const list = useMemo(() => (cursors.key === key ? cursors.list : [null]), [cursors, key]);

  useEffect(() => {
    const unsubscribes = list.map((cursor, index) =>
      onSnapshot(
        pageQuery(base, size, cursor),
        (snapshot) => {
          setPages((current) => ({
            ...current,
            [`${key}#${index}`]: { docs: snapshot.docs, loaded: true },
          }));
        },
        () => {
          setPages((current) => ({ ...current, [`${key}#${index}`]: { docs: [], loaded: true } }));
        },
      ),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [base, key, size, list]);

  return useMemo(() => {
    const seen = new Set<string>();
    const items: T[] = [];
    let loading = false;
    let hasMore = false;
    list.forEach((_cursor, index) => {
      const page = pages[`${key}#${index}`];
      if (!page?.loaded) {
        loading = true;
        return;
      }
      page.docs.slice(0, size).forEach((doc) => {
        if (seen.has(doc.id)) return;
        seen.add(doc.id);
        items.push(map(doc));
      });
      if (index === list.length - 1) hasMore = page.docs.length > size;
    });
    const loadMore = () => {
      const last = pages[`${key}#${list.length - 1}`]?.docs[size - 1];
      if (last) setCursors({ key, list: [...list, last] });
    };
    return { items, loading, hasMore, loadMore };
  }, [pages, list, key, size, map]);
}
