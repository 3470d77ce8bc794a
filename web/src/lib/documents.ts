/**
 * The web side of the shared document readers (functions/src/shared/documents.ts): a reader as a
 * Firestore converter for typed queries, or as a mapping from a snapshot for the paged lists.
 */
import type { FirestoreDataConverter, Query, QueryDocumentSnapshot } from "firebase/firestore";
import { useFirestoreCollectionData } from "reactfire";
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

/** A typed query's documents, live, starting from `initialData` (the server's) when given. */
export function useLiveCollection<T>(query: Query<T>, initialData?: T[]) {
  const { status, data, error } = useFirestoreCollectionData(
    query,
    initialData ? { initialData } : undefined,
  );
  // reactfire types `data` as always present, but it is undefined until the first snapshot.
  const list = data as T[] | undefined;
  return { status, data: list ?? NONE, error };
}
