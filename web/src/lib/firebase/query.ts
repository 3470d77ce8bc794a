/** The registry's descriptions as typed SDK references, whose converters yield plain objects. */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import type { DocumentReader } from "@shared/documents";
import {
  readers,
  registry,
  type CollectionName,
  type DocumentDescription,
  type EntryKey,
  type QueryDescription,
  type Stored,
} from "@shared/registry";

function converter<T>(read: DocumentReader<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error("Write the fields of the registry's writer, without a converter.");
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.id, snapshot.data()),
  };
}

/** One converter per collection, made once: reactfire tells queries apart by queryEqual. */
const converters = Object.fromEntries(
  Object.entries(readers).map(([key, read]) => [key, converter<unknown>(read)]),
) as { [K in EntryKey]: FirestoreDataConverter<Stored<K>> };

export function typedQuery<K extends EntryKey>(
  firestore: Firestore,
  description: QueryDescription<K>,
): Query<Stored<K>> {
  const constraints = [
    ...(description.where ?? []).map(([field, value]) => where(field, "==", value)),
    ...(description.range ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(description.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(description.limit === undefined ? [] : [limit(description.limit)]),
  ];
  return query(
    collection(firestore, registry[description.collection].name),
    ...constraints,
  ).withConverter(converters[description.collection]);
}

export function typedDoc<K extends EntryKey>(
  firestore: Firestore,
  { collection: key, id }: DocumentDescription<K>,
): DocumentReference<Stored<K>> {
  return doc(firestore, registry[key].name, id).withConverter(converters[key]);
}

/** A document of a registry entry's collection to write: `id`'s, or a new one. */
export function docOf(
  firestore: Firestore,
  entry: { name: CollectionName },
  id?: string,
): DocumentReference {
  const list = collection(firestore, entry.name);
  return id === undefined ? doc(list) : doc(list, id);
}

/** The first `pages` pages of a paged list (hooks.ts usePaged): `pages * size + 1` documents. */
export function pageQuery<K extends EntryKey>(
  firestore: Firestore,
  description: QueryDescription<K>,
  size: number,
  pages = 1,
): Query<Stored<K>> {
  return typedQuery(firestore, { ...description, limit: pages * size + 1 });
}
