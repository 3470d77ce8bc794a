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
import { readLandingSettings, readReview, readService, readTeamMember } from "@shared/documents";
import { LANDING_SETTINGS, sortServices, TOP_SERVICES, topServices } from "@shared/services";
import { sortTeam } from "@shared/team";
import { LATEST_REVIEWS, PUBLIC_LIST_SIZE, SERVICES_ORDER, topServiceCard } from "./content";

function db(): Firestore {
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-agency" });
  return getFirestore(app);
}

/**
 * The lists the public pages show, as the queries that read them: the same queries, with the
 * same limits, as the browser's live ones (the rules refuse unbounded ones there).
 */
const shown = {
  services: () =>
    db()
      .collection("services")
      .orderBy(SERVICES_ORDER.field, SERVICES_ORDER.direction)
      .limit(PUBLIC_LIST_SIZE),
  team: () => db().collection("team").limit(PUBLIC_LIST_SIZE),
  latestReviews: () =>
    db()
      .collection("reviews")
      .where("status", "==", "approved")
      .orderBy("createdAt", "desc")
      .limit(LATEST_REVIEWS),
};

/**
 * The services (up to PUBLIC_LIST_SIZE) in the order of the services page: `order`, then
 * creation time, sorted here as the live query (features/services/api.ts) does.
 */
export async function services() {
  const snapshot = await shown.services().get();
  return sortServices(snapshot.docs.map((doc) => readService(doc.id, doc.data())));
}

const landingSettings = () => db().collection(LANDING_SETTINGS.collection).doc(LANDING_SETTINGS.id);

/**
 * The landing's top services as cards: the admins' picks (settings/landing) that still name a
 * service, filled up to four with the first services (topServices). Four picks read four
 * documents; only fewer (or none) read the list.
 */
export async function topServiceCards() {
  const settings = await landingSettings().get();
  const picked = readLandingSettings(settings.id, settings.data()).topServices;
  const docs =
    picked.length > 0
      ? await db().getAll(...picked.map((id) => db().collection("services").doc(id)))
      : [];
  let found = docs.filter((doc) => doc.exists).map((doc) => readService(doc.id, doc.data()));
  if (found.length < TOP_SERVICES) found = [...found, ...(await services())];
  return topServices(picked, found).map(topServiceCard);
}

/**
 * The team (up to PUBLIC_LIST_SIZE) in the landing's order: `order`, then id, sorted here as the
 * live query (features/team/api.ts) does, so that members without an `order` (written before it
 * existed) still show; orderBy("order") would leave them out.
 */
export async function team() {
  const snapshot = await shown.team().get();
  return sortTeam(snapshot.docs.map((doc) => readTeamMember(doc.id, doc.data())));
}

/** The newest approved reviews, as the landing's carousel shows them. */
export async function latestReviews() {
  const snapshot = await shown.latestReviews().get();
  return snapshot.docs.map((doc) => readReview(doc.id, doc.data()));
}

/** Whether Firestore can hold a document with this id ("a/b", "..", "__x__" it cannot). */
function isDocumentId(id: string): boolean {
  return (
    id !== "" &&
    id !== "." &&
    id !== ".." &&
    !id.includes("/") &&
    !/^__.*__$/.test(id) &&
    Buffer.byteLength(id) <= 1500
  );
}

/** One service, or null when there is none with this id. */
export async function serviceById(id: string) {
  if (!isDocumentId(id)) return null;
  const snapshot = await db().collection("services").doc(id).get();
  return snapshot.exists ? readService(snapshot.id, snapshot.data()) : null;
}

/**
 * When each document a list shows was last written (Firestore's own update time: the documents
 * carry no `updatedAt`, and `createdAt` misses edits), without reading their fields.
 */
export async function updateTimes(list: keyof typeof shown) {
  const snapshot = await shown[list]().select().get();
  return snapshot.docs.map((doc) => ({ id: doc.id, updated: doc.updateTime.toDate() }));
}

/** When the landing's picks (settings/landing) were last written; empty when there are none. */
export async function landingSettingsTime() {
  const snapshot = await landingSettings().get();
  return snapshot.updateTime ? [{ id: snapshot.id, updated: snapshot.updateTime.toDate() }] : [];
}
