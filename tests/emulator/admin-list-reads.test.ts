/**
 * What a dashboard list costs: with 1,000 orders in the database, Manage Orders receives one page
 * plus the cursor document, and My Orders only the customer's own orders
 * (scripts/lib/read-counts.ts; `npm run bench` prints the same figures).
 */
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { getDocs } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  dbAs,
  measureReadCounts,
  seedScaleProject,
  TOTAL_ORDERS,
} from "../../scripts/lib/read-counts.ts";
import { queries } from "../../functions/src/shared/registry.ts";
import { ADMIN_PAGE_SIZE } from "../../web/src/features/orders/queries.ts";
import { pageQuery } from "../../web/src/lib/firebase/query.ts";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await seedScaleProject();
}, 120_000);

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe(`reads with ${TOTAL_ORDERS} orders in the database`, () => {
  it("Manage Orders receives 25 + 1 documents; My Orders the customer's 3", async () => {
    const counts = await measureReadCounts(env);
    process.stdout.write(
      `First views with ${TOTAL_ORDERS} orders: Manage Orders ${counts.manageOrders} documents, My Orders ${counts.myOrders}\n`,
    );
    expect(counts).toEqual({ manageOrders: ADMIN_PAGE_SIZE + 1, myOrders: 3 });
  });

  it("Load more widens the query by a page, with the status filter", async () => {
    const db = dbAs(env, ADMIN);
    const pending = queries.adminOrders({ filter: "pending" });
    const first = await getDocs(pageQuery(db, pending, ADMIN_PAGE_SIZE));
    expect(first.size).toBe(ADMIN_PAGE_SIZE + 1);
    expect(first.docs.every((d) => d.get("status") === "pending")).toBe(true);
    const two = await getDocs(pageQuery(db, pending, ADMIN_PAGE_SIZE, 2));
    expect(two.size).toBe(2 * ADMIN_PAGE_SIZE + 1);
    expect(two.docs.slice(0, first.size).map((d) => d.id)).toEqual(first.docs.map((d) => d.id));
  });

  it("the email search finds exactly that customer's orders", async () => {
    const db = dbAs(env, ADMIN);
    const found = await getDocs(
      pageQuery(
        db,
        queries.adminOrders({ filter: "all", email: "Carol@agency.test " }),
        ADMIN_PAGE_SIZE,
      ),
    );
    expect(found.docs.map((d) => d.get("uid") as string)).toEqual(["carol", "carol", "carol"]);
  });
});
