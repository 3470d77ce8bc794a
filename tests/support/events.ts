/** Firestore trigger events as Cloud Functions delivers them, for calling a handler in-process. */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { Change, type FirestoreEvent } from "firebase-functions/v2/firestore";
import { PROJECT_ID } from "../../scripts/lib/config.ts";

/** The `created` event of `snapshot`'s document, with the event id `id` and its path's params. */
export function createdEvent(
  snapshot: DocumentSnapshot,
  id: string,
  params: Record<string, string>,
): FirestoreEvent<DocumentSnapshot | undefined> {
  return {
    specversion: "1.0",
    id,
    source: `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
    type: "google.cloud.firestore.document.v1.created",
    time: new Date().toISOString(),
    location: "us-central1",
    project: PROJECT_ID,
    database: "(default)",
    namespace: "(default)",
    document: snapshot.ref.path,
    params,
    data: snapshot,
  };
}

/**
 * The `written` event of a document going from `before` to `after` (a snapshot of a missing
 * document for a creation or a deletion), with the event id `id` and its path's params.
 */
export function writtenEvent(
  before: DocumentSnapshot,
  after: DocumentSnapshot,
  id: string,
  params: Record<string, string>,
): FirestoreEvent<Change<DocumentSnapshot> | undefined> {
  return {
    ...createdEvent(after, id, params),
    type: "google.cloud.firestore.document.v1.written",
    data: new Change(before, after),
  };
}
