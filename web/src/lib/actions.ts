/** What the features' data modules (api.ts) share around the Firestore SDK. */
import { useMemo } from "react";
import { writeBatch, type Firestore } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { CollectionName, QueryDescription } from "@shared/registry";
import { useCollection } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";
import { moveWrites } from "./order";

/** A feature's writes, made by `make` (defined outside React) for the app's Firestore. */
export function useActions<T>(make: (firestore: Firestore) => T): T {
  const firestore = useFirestore();
  return useMemo(() => make(firestore), [make, firestore]);
}

/** How many documents a (capped) query finds, live; null until it has answered. */
export function useCount(query: QueryDescription): number | null {
  const { status, data } = useCollection(query);
  return status === "success" ? data.length : null;
}

/** Moves the item at `from` of an ordered list one place, to `to`, in one batch (moveWrites). */
export async function moveInList(
  firestore: Firestore,
  entry: { name: CollectionName },
  list: readonly { id: string; order: number }[],
  from: number,
  to: number,
): Promise<void> {
  const writes = moveWrites(list, from, to);
  if (writes.length === 0) return;
  const batch = writeBatch(firestore);
  for (const { id, order } of writes) batch.update(docOf(firestore, entry, id), { order });
  await batch.commit();
}
