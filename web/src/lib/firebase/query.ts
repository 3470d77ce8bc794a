/**
 * The registry's descriptions (functions/src/shared/registry.ts) as web SDK references: typed
 * queries and documents, with a converter made from each collection's reader, so that every read
 * yields plain objects. Writes build their fields with the registry's writers.
 */
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

/** A converter from a reader: `withConverter` makes queries yield plain objects. */
function converter<T>(read: DocumentReader<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error("Write the fields of the registry's writer, without a converter.");
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.id, snapshot.data()),
  };
}

/** One converter per collection, made once: reactfire tells queries apart by queryEqual. */
const converters: { [K in EntryKey]: FirestoreDataConverter<Stored<K>> } = {
  services: converter(readers.services),
  team: converter(readers.team),
  reviews: converter(readers.reviews),
  orders: converter(readers.orders),
  messages: converter(readers.messages),
  users: converter(readers.users),
  articles: converter(readers.articles),
  settings: converter(readers.settings),
  insightsIndex: converter(readers.insightsIndex),
  articleSlugs: converter(readers.articleSlugs),
  images: converter(readers.images),
};
export function typedQuery<K extends EntryKey>(
  firestore: Firestore,
  description: QueryDescription<K>,
): Query<Stored<K>> {
  const constraints = [
    ...(description.where ?? []).map(([field, value]) => where(field, "==", value)),
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
