/**
 * The public content the server renders into the HTML, read with the Admin SDK and the same
 * document readers as the browser's live queries (functions/src/shared/documents.ts), so that
 * the hydrated page starts from exactly what the server rendered.
 *
 * Runs in the `ssr` Cloud Function (which provides firebase-admin; see vite.config.ts) and in the
 * dev server; on the emulators FIRESTORE_EMULATOR_HOST points it at the local Firestore.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { readReview, readService, readTeamMember } from "@shared/documents";
import { LATEST_REVIEWS, SERVICES_ORDER } from "./content";

function db(): Firestore {
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-agency" });
  return getFirestore(app);
}

/** Every service, in the order of the services page. */
export async function services() {
  const snapshot = await db()
    .collection("services")
    .orderBy(SERVICES_ORDER.field, SERVICES_ORDER.direction)
    .get();
  return snapshot.docs.map((doc) => readService(doc.id, doc.data()));
}

/** The team, in document-id order (as the live query). */
export async function team() {
  const snapshot = await db().collection("team").get();
  return snapshot.docs.map((doc) => readTeamMember(doc.id, doc.data()));
}

/** The newest reviews, as the landing's carousel shows them. */
export async function latestReviews() {
  const snapshot = await db()
    .collection("reviews")
    .orderBy("createdAt", "desc")
    .limit(LATEST_REVIEWS)
    .get();
  return snapshot.docs.map((doc) => readReview(doc.id, doc.data()));
}
