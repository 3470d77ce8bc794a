/**
 * What a dashboard list costs: with 1,000 orders in the database, the queries the pages run
 * (web/src/features/orders/queries.ts, paged by web/src/lib/paged.ts) deliver at most one page
 * plus the cursor document to Manage Orders, and only the customer's own orders to My Orders.
 * Run against the real rules, as an admin and as a customer.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  doc,
  getDocs,
  onSnapshot,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST, PORTS, ROOT } from "../../scripts/lib/config.ts";
import {
  adminOrdersQuery,
  ADMIN_PAGE_SIZE,
  myOrdersQuery,
  MY_ORDERS_PAGE_SIZE,
} from "../../web/src/features/orders/queries.ts";
import { pageQuery } from "../../web/src/lib/paged.ts";

const TOTAL = 1000;
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel("silent");
  env = await initializeTestEnvironment({
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
    await writeBatch(db)
      .set(doc(db, "users/boss"), { email: "boss@agency.test", displayName: "Boss", admin: true })
      .commit();
    for (let start = 0; start < TOTAL; start += 500) {
      const batch = writeBatch(db);
      for (let i = start; i < Math.min(TOTAL, start + 500); i += 1) {
        const mine = i % 333 === 7; // 3 of the 1,000 belong to the customer
        batch.set(doc(db, `orders/o${String(i).padStart(4, "0")}`), {
          name: mine ? "Carol" : `Customer ${i}`,
          email: mine ? "carol@agency.test" : `c${i}@agency.test`,
          phoneNumber: "+1 555 0100",
          address: "1 Load Street",
          serviceName: "Web Design",
          serviceId: "web-design",
          uid: mine ? "carol" : `c${i}`,
          status: i % 2 ? "pending" : "delivered",
          createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000),
        });
      }
      await batch.commit();
    }
  });
}, 120_000);

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

/** Documents delivered by the first snapshot of a live query. */
function firstSnapshotSize(query: ReturnType<typeof pageQuery>): Promise<number> {
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

describe(`reads with ${TOTAL} orders in the database`, () => {
  it("Manage Orders receives one page plus the cursor document", async () => {
    const db = env
      .authenticatedContext("boss", { email: "boss@agency.test", admin: true })
      .firestore() as unknown as Firestore;
    const delivered = await firstSnapshotSize(
      pageQuery(adminOrdersQuery(db, { filter: "all" }), ADMIN_PAGE_SIZE, null),
    );
    process.stdout.write(
      `Manage Orders, first view: ${delivered} documents delivered (${TOTAL} in the database)\n`,
    );
    expect(delivered).toBe(ADMIN_PAGE_SIZE + 1);

    const pending = await getDocs(
      pageQuery(adminOrdersQuery(db, { filter: "pending" }), ADMIN_PAGE_SIZE, null),
    );
    expect(pending.size).toBe(ADMIN_PAGE_SIZE + 1);
    expect(pending.docs.every((d) => d.get("status") === "pending")).toBe(true);
    const last = pending.docs[ADMIN_PAGE_SIZE - 1];
    if (!last) throw new Error("no cursor");
    const second = await getDocs(
      pageQuery(adminOrdersQuery(db, { filter: "pending" }), ADMIN_PAGE_SIZE, last),
    );
    expect(second.size).toBe(ADMIN_PAGE_SIZE + 1);
    expect(second.docs[0]?.id).toBe(pending.docs[ADMIN_PAGE_SIZE]?.id);
  });

  it("My Orders receives only the customer's own 3 orders", async () => {
    const db = env
      .authenticatedContext("carol", { email: "carol@agency.test" })
      .firestore() as unknown as Firestore;
    const delivered = await firstSnapshotSize(
      pageQuery(myOrdersQuery(db, "carol"), MY_ORDERS_PAGE_SIZE, null),
    );
    process.stdout.write(
      `My Orders, first view: ${delivered} documents delivered (${TOTAL} in the database)\n`,
    );
    expect(delivered).toBe(3);
  });

  it("the email search finds exactly that customer's orders", async () => {
    const db = env
      .authenticatedContext("boss", { email: "boss@agency.test", admin: true })
      .firestore() as unknown as Firestore;
    const found = await getDocs(
      pageQuery(
        adminOrdersQuery(db, { filter: "all", email: "Carol@agency.test " }),
        ADMIN_PAGE_SIZE,
        null,
      ),
    );
    expect(found.docs.map((d) => d.get("uid") as string)).toEqual(["carol", "carol", "carol"]);
  });
});
