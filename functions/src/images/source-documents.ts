/**
 * Reading the documents that name pictures (references.ts PICTURE_SOURCES, MIGRATED_SOURCES) from
 * Firestore, for the migration and the sweep: their fields that name pictures only. Kept apart
 * from references.ts, which stays free of Firestore.
 */
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { selectedFields, type PictureSource } from "./references";

/** Every document of `source`, `pageSize` at a time, with its picture fields only. */
export async function* pictureDocuments(
  source: PictureSource,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot> {
  let after: string | undefined;
  for (;;) {
    let page: Query = db()
      .collection(source.collection)
      .select(...selectedFields(source))
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    yield* snapshot.docs;
    if (snapshot.size < pageSize) return;
    after = snapshot.docs.at(-1)?.id;
  }
}
