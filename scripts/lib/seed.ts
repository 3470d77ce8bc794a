/**
 * Writes the seed data (scripts/seed/data.ts) into the running emulators through the Admin SDK.
 * Clears the project's Auth accounts and Firestore documents first, so a run is repeatable.
 */
import { initializeApp, deleteApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { PROJECT_ID, URLS, emulatorEnv } from "./config.ts";
import { insightsIndex } from "../../functions/src/shared/insights.ts";
import { COLLECTIONS, INSIGHTS_INDEX, registry } from "../../functions/src/shared/registry.ts";
import { accounts, articles, orders, reviews, services, team } from "../seed/data.ts";

export interface SeedSummary {
  accounts: number;
  services: number;
  team: number;
  reviews: number;
  orders: number;
  articles: number;
}

/** Deletes every document of the project in the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const res = await fetch(
    `${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  if (!res.ok) throw new Error(`Clearing Firestore failed: HTTP ${res.status} ${await res.text()}`);
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const res = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: "DELETE",
  });
  if (!res.ok) throw new Error(`Clearing Auth failed: HTTP ${res.status} ${await res.text()}`);
}

/** A fixed clock so seeded timestamps are stable: the first document is the oldest. */
function seedTime(index: number): Timestamp {
  return Timestamp.fromMillis(Date.UTC(2026, 0, 5, 9, 0, 0) + index * 3_600_000);
}

async function writeAccounts(app: App, db: Firestore): Promise<void> {
  const auth = getAuth(app);
  for (const [index, account] of Object.values(accounts).entries()) {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      password: account.password,
      displayName: account.displayName,
    });
    if (account.admin) await auth.setCustomUserClaims(account.uid, { admin: true });
    await db
      .collection(COLLECTIONS.users)
      .doc(account.uid)
      .set({
        email: account.email,
        displayName: account.displayName,
        photoURL: "",
        admin: account.admin,
        claimsUpdatedAt: seedTime(index),
        createdAt: seedTime(index),
      });
  }
}

async function writeCatalogue(db: Firestore): Promise<void> {
  const batch = db.batch();
  services.forEach(({ id, ...service }, index) => {
    batch.set(db.collection(COLLECTIONS.services).doc(id), {
      ...service,
      createdAt: seedTime(index),
    });
  });
  team.forEach(({ id, ...member }) => batch.set(db.collection(COLLECTIONS.team).doc(id), member));
  reviews.forEach(({ id, ...review }, index) => {
    batch.set(db.collection(COLLECTIONS.reviews).doc(id), {
      ...review,
      createdAt: seedTime(index),
    });
  });
  const customer = accounts.customer;
  orders.forEach(({ id, serviceId, ...order }, index) => {
    const service = services.find((s) => s.id === serviceId);
    if (!service) throw new Error(`Seed order ${id} names unknown service ${serviceId}`);
    batch.set(db.collection(COLLECTIONS.orders).doc(id), {
      ...order,
      name: customer.displayName,
      email: customer.email,
      serviceId,
      serviceName: service.name,
      createdAt: seedTime(index),
    });
  });
  await batch.commit();
}

/**
 * The published articles, each slug's claim, and the index /insights reads (which the server's
 * trigger keeps from then on; written here so an export holds it without the Functions emulator).
 */
async function writeArticles(db: Firestore): Promise<void> {
  const batch = db.batch();
  const stored = articles.map(({ id, publishedDay, ...input }) => {
    const time = Timestamp.fromMillis(seedTime(0).toMillis() + publishedDay * 86_400_000);
    const article = { ...input, status: "published" as const, publishedAt: time, updatedAt: time };
    batch.set(db.collection(COLLECTIONS.articles).doc(id), article);
    batch.set(
      db.collection(COLLECTIONS.articleSlugs).doc(input.slug),
      registry.articleSlugs.write(id),
    );
    return { id, ...article, publishedAt: time.toDate(), updatedAt: time.toDate() };
  });
  batch.set(
    db.collection(registry.insightsIndex.name).doc(INSIGHTS_INDEX.id),
    registry.insightsIndex.write(insightsIndex(stored)),
  );
  await batch.commit();
}

/** Clears the emulators and writes the seed data. The emulators must be running. */
export async function seedEmulators(): Promise<SeedSummary> {
  Object.assign(process.env, emulatorEnv());
  await clearFirestore();
  await clearAuth();
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    await writeAccounts(app, db);
    await writeCatalogue(db);
    await writeArticles(db);
  } finally {
    await deleteApp(app);
  }
  return {
    accounts: Object.keys(accounts).length,
    services: services.length,
    team: team.length,
    reviews: reviews.length,
    orders: orders.length,
    articles: articles.length,
  };
}
