/**
 * The typed live read hooks of the features' `api` modules: reactfire's on the registry's queries,
 * from the loader's `initialData` when given; a list shows the server's answer, never the
 * cache's partial one (server-first.ts).
 */
import { useMemo, useState } from "react";
import { queryEqual, type Query } from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from "reactfire";
import type { DocumentDescription, EntryKey, QueryDescription, Stored } from "@shared/registry";
import { typedDoc, typedQuery } from "./query";
import { useServerAnswered } from "./server-first";

export type Status = "loading" | "success";

/** The same query object while the description asks the same (for effects and memos). */
function useQuery<K extends EntryKey>(description: QueryDescription<K>): Query<Stored<K>> {
  const next = typedQuery(useFirestore(), description);
  const [current, setCurrent] = useState(next);
  if (current === next || queryEqual(current, next)) return current;
  setCurrent(next);
  return next;
}

/** One empty list, the same on every render. */
const NONE: never[] = [];

export function useCollection<K extends EntryKey>(
  description: QueryDescription<K>,
  initialData?: Stored<K>[],
): { status: Status; data: Stored<K>[] } {
  const query = useQuery(description);
  const { status, data } = useFirestoreCollectionData(query, initialData && { initialData });
  const answered = useServerAnswered(query);
  if (!answered) return initialData ? { status: "success", data: initialData } : LOADING;
  return status === "success" ? { status, data } : LOADING;
}

const LOADING = { status: "loading", data: NONE } as const;

/** One document, live; `data` is null while loading and when there is no such document. */
export function useDocument<K extends EntryKey>(
  description: DocumentDescription<K>,
): { status: Status; data: Stored<K> | null } {
  const firestore = useFirestore();
  const { collection, id } = description;
  const ref = useMemo(() => typedDoc(firestore, { collection, id }), [firestore, collection, id]);
  const { status, data } = useFirestoreDocData(ref);
  return status === "success" ? { status, data: data ?? null } : { status: "loading", data: null };
}

/** A live list read a page at a time (usePaged), or all at once (AdminListPage's wholeList). */
export interface Paged<T> {
  items: T[];
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A live list `size` at a time: "Load more" widens the one listener by a page (plus one document,
 * which tells whether there is more); the items shown stay while it loads. Needs an orderBy.
 */
export function usePaged<K extends EntryKey>(
  description: QueryDescription<K>,
  size: number,
): Paged<Stored<K>> {
  const key = JSON.stringify(description);
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const shownMax = count * size;
  const { status, data } = useCollection({ ...description, limit: shownMax + 1 });
  const [last, setLast] = useState<{ key: string; items: Stored<K>[] }>({ key, items: NONE });
  if (status === "success" && last.items !== data) setLast({ key, items: data });
  const items = status === "success" ? data : last.key === key ? last.items : NONE;
  return {
    items: items.slice(0, shownMax),
    loading: status === "loading",
    hasMore: items.length > shownMax,
    loadMore: () => setPages({ key, count: count + 1 }),
  };
}
