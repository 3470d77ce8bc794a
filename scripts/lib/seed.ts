/** Writes the seed (scripts/seed/data.ts) into emulators cleared first, so a run is repeatable. */
import { initializeApp, deleteApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { PROJECT_ID, URLS, emulatorEnv } from "./config.ts";
import { articleInputSchema } from "../../functions/src/shared/articles.ts";
import { insightsIndex } from "../../functions/src/shared/insights.ts";
import { INSIGHTS_INDEX, registry } from "../../functions/src/shared/registry.ts";
import {
  orderInputSchema,
  reviewInputSchema,
  serviceInputSchema,
  teamMemberInputSchema,
  userProfileInputSchema,
} from "../../functions/src/shared/schemas.ts";
import { splitNameDeg } from "../../functions/src/shared/team.ts";
import {
  hostEditSchema,
  schedulingSettingsSchema,
  serviceCallSchema,
} from "../../functions/src/shared/scheduling/model.ts";
import { addDays, localDate } from "../../functions/src/shared/scheduling/zones.ts";
import { createBooking } from "../../functions/src/server/bookings/book.ts";
import { availability } from "../../functions/src/server/bookings/context.ts";
import {
  saveHost,
  saveSchedulingSettings,
  saveServiceCall,
} from "../../functions/src/server/bookings/settings.ts";
import {
  accounts,
  articles,
  bookings,
  hosts,
  orders,
  reviews,
  scheduling,
  serviceCalls,
  services,
  team,
  type SeedBooking,
  type SeedService,
  type SeedTeamMember,
} from "../seed/data.ts";

/** Deletes everything of the project in one emulator (its `DELETE` endpoint at `url`). */
async function clearEmulator(name: string, url: string): Promise<void> {
  const res = await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`Clearing ${name} failed: HTTP ${res.status} ${await res.text()}`);
}

/** A fixed clock so seeded timestamps are stable: the first document is the oldest. */
export function seedTime(index: number): Timestamp {
  return Timestamp.fromMillis(Date.UTC(2026, 0, 5, 9, 0, 0) + index * 3_600_000);
}

async function writeAccounts(app: App, db: Firestore): Promise<void> {
  const auth = getAuth(app);
  const users = db.collection(registry.users.name);
  for (const [index, account] of Object.values(accounts).entries()) {
    const { uid, email, password, displayName, admin } = account;
    await auth.createUser({ uid, email, emailVerified: true, password, displayName });
    if (admin) await auth.setCustomUserClaims(uid, { admin: true });
    const profile = userProfileInputSchema.parse({ email, displayName, photoURL: "" });
    const user = registry.users.write({ photoURL: "", ...profile }, seedTime(index));
    await users.doc(uid).set({ ...user, admin, claimsUpdatedAt: seedTime(index) });
  }
}

/** Sets a catalogue's services and team in `batch`, each checked by its schema and writer. */
export function setCatalogue(
  db: Firestore,
  batch: WriteBatch,
  catalogue: { services: readonly SeedService[]; team: readonly SeedTeamMember[] },
): void {
  catalogue.services.forEach(({ id, order, ...service }, index) => {
    const input = serviceInputSchema.parse(service);
    batch.set(db.collection(registry.services.name).doc(id), {
      ...registry.services.write(input, seedTime(index)),
      order,
    });
  });
  catalogue.team.forEach(({ id, img, nameDeg, order }) => {
    const input = teamMemberInputSchema.parse({ img, ...splitNameDeg(nameDeg) });
    batch.set(db.collection(registry.team.name).doc(id), registry.team.write({ input, order }));
  });
}

async function writeCatalogue(db: Firestore): Promise<void> {
  const batch = db.batch();
  setCatalogue(db, batch, { services, team });
  reviews.forEach(({ id, uid, status, ...review }, index) => {
    const input = reviewInputSchema.parse(review);
    batch.set(db.collection(registry.reviews.name).doc(id), {
      ...registry.reviews.write({ uid, input }, seedTime(index)),
      status,
    });
  });
  const { displayName: name, email } = accounts.customer;
  orders.forEach(({ id, uid, serviceId, status, address, phoneNumber }, index) => {
    const service = services.find((s) => s.id === serviceId);
    if (!service) throw new Error(`Seed order ${id} names unknown service ${serviceId}`);
    const serviceName = service.name;
    const input = orderInputSchema.parse({ name, email, phoneNumber, address, serviceName });
    batch.set(db.collection(registry.orders.name).doc(id), {
      ...registry.orders.write({ uid, serviceId, input }, seedTime(index)),
      status,
    });
  });
  await batch.commit();
}

/** The articles, their slugs' claims, and the index /insights reads (so an export holds it). */
async function writeArticles(db: Firestore): Promise<void> {
  const batch = db.batch();
  const stored = articles.map(({ id, publishedDay, ...article }) => {
    const time = Timestamp.fromMillis(seedTime(0).toMillis() + publishedDay * 86_400_000);
    const input = articleInputSchema.parse(article);
    const status = "published" as const;
    batch.set(
      db.collection(registry.articles.name).doc(id),
      registry.articles.write({ input, status, publishedAt: time }, time),
    );
    batch.set(
      db.collection(registry.articleSlugs.name).doc(input.slug),
      registry.articleSlugs.write(id),
    );
    return { id, ...input, status, publishedAt: time.toDate(), updatedAt: time.toDate() };
  });
  batch.set(
    db.collection(registry.insightsIndex.name).doc(INSIGHTS_INDEX.id),
    registry.insightsIndex.write(insightsIndex(stored)),
  );
  await batch.commit();
}

/** The start of a seed call: its `slot`-th free time on the `day`-th day with free times. */
async function seedStart(db: Firestore, booking: SeedBooking, now: number): Promise<string> {
  const zone = scheduling.timeZone;
  const today = localDate(now, zone);
  let found = 0;
  for (let offset = 1; offset <= 60; offset += 1) {
    const date = addDays(today, offset);
    const { slots } = await availability(
      db,
      { serviceId: booking.serviceId, from: date, to: date, timeZone: zone },
      { now },
    );
    if (slots.length === 0) continue;
    found += 1;
    if (found < booking.day) continue;
    const slot = slots[Math.min(booking.slot, slots.length - 1)];
    if (slot) return new Date(slot.start).toISOString();
  }
  throw new Error(`Seed call for ${booking.serviceId}: no free time in 60 days`);
}

/**
 * The agency's zone, the hosts, the services' calls (each checked by its schema), then the
 * customer's calls, booked as the API books them.
 */
async function writeScheduling(db: Firestore): Promise<void> {
  await saveSchedulingSettings(db, schedulingSettingsSchema.parse(scheduling));
  for (const [id, host] of Object.entries(hosts)) {
    await saveHost(db, id, hostEditSchema.parse(host));
  }
  for (const [serviceId, call] of Object.entries(serviceCalls)) {
    await saveServiceCall(db, serviceId, serviceCallSchema.parse(call));
  }
  const now = Date.now();
  const { uid, email, displayName: name } = accounts.customer;
  for (const booking of bookings) {
    const start = await seedStart(db, booking, now);
    await createBooking(
      db,
      { uid, email, name, verified: true },
      {
        serviceId: booking.serviceId,
        start,
        timeZone: booking.timeZone,
        ...(booking.notes ? { notes: booking.notes } : {}),
      },
      { now },
    );
  }
}

/** Clears the emulators and writes the seed data. The emulators must be running. */
export async function seedEmulators(): Promise<void> {
  Object.assign(process.env, emulatorEnv());
  const project = `emulator/v1/projects/${PROJECT_ID}`;
  await clearEmulator("Firestore", `${URLS.firestore}/${project}/databases/(default)/documents`);
  await clearEmulator("Auth", `${URLS.auth}/${project}/accounts`);
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    await writeAccounts(app, db);
    await writeCatalogue(db);
    await writeArticles(db);
    await writeScheduling(db);
  } finally {
    await deleteApp(app);
  }
}
