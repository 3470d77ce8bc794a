/**
 * How many documents the dashboard's order lists deliver with 1,000 orders stored: the pages' own
 * queries (registry, web/src/lib/firebase/query.ts) under the real rules, as an admin and as a
 * customer who owns 3 of them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  doc,
  onSnapshot,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
  type Query,
} from "firebase/firestore";
import { queries, registry } from "../../functions/src/shared/registry.ts";
import { ADMIN_PAGE_SIZE, MY_ORDERS_PAGE_SIZE } from "../../web/src/features/orders/queries.ts";
import { pageQuery } from "../../web/src/lib/firebase/query.ts";
import { HOST, PORTS, ROOT } from "./config.ts";

export const TOTAL_ORDERS = 1000;
export const ADMIN = { uid: "boss", token: { email: "boss@agency.test", admin: true } };
export const CUSTOMER = { uid: "carol", token: { email: "carol@agency.test" } };

/** A rules test environment in its own project, holding 1,000 orders (3 of them the customer's). */
export async function seedScaleProject(): Promise<RulesTestEnvironment> {
  setLogLevel("silent");
  const env = await initializeTestEnvironment({
    projectId: "demo-agency-scale",
    firestore: {
      host: HOST,
      port: PORTS.firestore,
      rules: readFileSync(path.join(ROOT, "firestore.rules"), "utf8"),
    },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const boss = { email: ADMIN.token.email, displayName: "Boss", photoURL: "" };
    const user = registry.users.write(boss, Timestamp.fromMillis(Date.UTC(2026, 0, 1)));
    await setDoc(doc(db, registry.users.name, ADMIN.uid), { ...user, admin: true });
    for (let start = 0; start < TOTAL_ORDERS; start += 500) {
      const batch = writeBatch(db);
      for (let i = start; i < Math.min(TOTAL_ORDERS, start + 500); i += 1) {
        const mine = i % 333 === 7;
        const input = {
          name: mine ? "Carol" : `Customer ${i}`,
          email: mine ? CUSTOMER.token.email : `c${i}@agency.test`,
          phoneNumber: "+1 555 0100",
          address: "1 Load Street",
          serviceName: "Web Design",
        };
        const uid = mine ? CUSTOMER.uid : `c${i}`;
        const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
        batch.set(doc(db, registry.orders.name, `o${String(i).padStart(4, "0")}`), {
          ...registry.orders.write({ uid, serviceId: "web-design", input }, createdAt),
          status: i % 2 ? "pending" : "delivered",
        });
      }
      await batch.commit();
    }
  });
  return env;
}

/** Documents delivered by the first snapshot of a live query (what a page's first view costs). */
export function firstSnapshotSize(query: Query): Promise<number> {
  return new Promise((resolve, reject) => {
    const unsubscribe = onSnapshot(
      query,
      (snapshot) => {
        unsubscribe();
        resolve(snapshot.docChanges().length);
      },
      reject,
    );
  });
}

export function dbAs(env: RulesTestEnvironment, who: typeof ADMIN | typeof CUSTOMER): Firestore {
  return env.authenticatedContext(who.uid, who.token).firestore() as unknown as Firestore;
}

export interface ReadCounts {
  manageOrders: number;
  myOrders: number;
}

/** The first views of Manage Orders (admin) and My Orders (customer). */
export async function measureReadCounts(env: RulesTestEnvironment): Promise<ReadCounts> {
  const manageOrders = await firstSnapshotSize(
    pageQuery(dbAs(env, ADMIN), queries.adminOrders({ filter: "all" }), ADMIN_PAGE_SIZE),
  );
  const myOrders = await firstSnapshotSize(
    pageQuery(dbAs(env, CUSTOMER), queries.myOrders(CUSTOMER.uid), MY_ORDERS_PAGE_SIZE),
  );
  return { manageOrders, myOrders };
}
