/** The public content the server renders, with the Admin SDK and the live lists' queries. */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Query } from "firebase-admin/firestore";
import { articleBySlug as findArticleBySlug, isPublished } from "@server/articles";
import { isDocumentId } from "@shared/schemas";
import { isSlug } from "@shared/articles";
import { readIndex } from "@shared/insights";
import {
  adminQuery,
  INSIGHTS_INDEX,
  LANDING_SETTINGS,
  queries,
  readers,
  registry,
  servicePath,
  type DocumentDescription,
  type EntryKey,
  type QueryDescription,
  type Stored,
} from "@shared/registry";
import { sortServices, TOP_SERVICES, topServices } from "@shared/services";
import { sortTeam } from "@shared/team";
import { topServiceCard } from "./content";

/** The Admin SDK's Firestore (the contact form's server action writes with it too). */
export function db() {
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-agency" });
  return getFirestore(app);
}

const query = (description: QueryDescription) =>
  adminQuery((name): Query => db().collection(name), description);

async function list<K extends EntryKey>(description: QueryDescription<K>): Promise<Stored<K>[]> {
  const read = readers[description.collection];
  const snapshot = await query(description).get();
  return snapshot.docs.map((doc) => read(doc.id, doc.data()));
}

const ref = ({ collection, id }: DocumentDescription) =>
  db().collection(registry[collection].name).doc(id);

/** The documents of `collection` with these ids that exist, in this order. */
async function existing<K extends EntryKey>(collection: K, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const docs = await db().getAll(...ids.map((id) => ref({ collection, id })));
  return docs.filter((doc) => doc.exists).map((doc) => readers[collection](doc.id, doc.data()));
}

export const services = async () => sortServices(await list(queries.services));

export const team = async () => sortTeam(await list(queries.team));

export const latestReviews = () => list(queries.latestReviews);

/** The landing's top services: four picks read four documents, only fewer read the list. */
export async function topServiceCards() {
  const settings = await ref(LANDING_SETTINGS).get();
  const picked = registry.settings.read(settings.id, settings.data()).topServices;
  let found = await existing("services", picked);
  if (found.length < TOP_SERVICES) found = [...found, ...(await services())];
  return topServices(picked, found).map(topServiceCard);
}

export async function serviceById(id: string) {
  if (!isDocumentId(id)) return null;
  const snapshot = await ref(servicePath(id)).get();
  return snapshot.exists ? registry.services.read(snapshot.id, snapshot.data()) : null;
}

/** When each document a list shows was last written (Firestore's update time), fields unread. */
export async function updateTimes(description: QueryDescription) {
  const snapshot = await query(description).select().get();
  return snapshot.docs.map((doc) => ({ id: doc.id, updated: doc.updateTime.toDate() }));
}

/** When the landing's picks were last written; empty when there are none. */
export async function landingSettingsTime() {
  const snapshot = await ref(LANDING_SETTINGS).get();
  return snapshot.updateTime ? [{ id: snapshot.id, updated: snapshot.updateTime.toDate() }] : [];
}

export async function insightsIndexEntries() {
  return readIndex((await ref(INSIGHTS_INDEX).get()).data());
}

/** These articles, in this order, if still published. */
export async function publishedArticles(ids: readonly string[]) {
  return (await existing("articles", ids)).filter(isPublished);
}

/** The published article at /insights/{slug}, or the slug it has now (@server/articles). */
export const articleBySlug = (slug: string) => findArticleBySlug(db(), slug);

/** Each published article's slug and last write (the sitemap), bodies unread. */
export async function publishedArticleTimes() {
  const snapshot = await query(queries.publishedArticles).select("slug").get();
  return snapshot.docs.flatMap((doc) => {
    const slug: unknown = doc.get("slug");
    return typeof slug === "string" && isSlug(slug)
      ? [{ id: doc.id, slug, updated: doc.updateTime.toDate() }]
      : [];
  });
}

/** The newest `count` published articles (related to one service when given), newest first. */
export async function latestArticles(count: number, serviceId?: string) {
  const index = await insightsIndexEntries();
  const ids = index
    .filter((entry) => !serviceId || entry.serviceIds.includes(serviceId))
    .slice(0, count)
    .map((entry) => entry.id);
  return publishedArticles(ids);
}
