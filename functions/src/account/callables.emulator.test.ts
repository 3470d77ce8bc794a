/**
 * deleteAccount through the Functions emulator (callable protocol), as the My Account page calls
 * it. The last-admin rule is covered in deletion.emulator.test.ts, in a project of its own.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminDb,
  authAccountExists,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { callFunction } from "../../../tests/support/api.ts";

/** How long the email triggers may take to queue an order's emails. */
const TRIGGERS_MS = 15_000;

/** Polls `read` until it answers `expected`; fails with the last answer after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, expected: T, timeoutMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected) return;
    if (Date.now() - start > timeoutMs) {
      throw new Error(`Still ${String(value)}, not ${String(expected)}, after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const db = () => adminDb();

interface Seeded {
  orders: string[];
  reviews: string[];
  key: string;
  mail: string;
}

/**
 * A customer's whole footprint: profile, both hourly counters, two reviews (one approved, one
 * pending), `orders` orders (whose emails the triggers queue), an Idempotency-Key record and an
 * email queued to them that is about no order.
 */
async function seed(account: TestAccount, orders = 2): Promise<Seeded> {
  const now = Timestamp.now();
  await db().doc(`users/${account.uid}`).set({
    email: account.email,
    displayName: account.displayName,
    photoURL: "",
    createdAt: now,
  });
  for (const kind of ["orders", "reviews"]) {
    await db()
      .doc(`users/${account.uid}/limits/${kind}`)
      .set({ windowStart: now, count: 2, last: "x", at: now });
  }
  const reviews: string[] = [];
  for (const status of ["approved", "pending"]) {
    const ref = await db()
      .collection("reviews")
      .add({
        name: account.displayName,
        ratings: 5,
        review: `${status} review by ${account.displayName}`,
        image: "",
        uid: account.uid,
        status,
        createdAt: now,
      });
    reviews.push(ref.id);
  }
  const ids: string[] = [];
  for (let i = 0; i < orders; i += 1) {
    const ref = await db()
      .collection("orders")
      .add({
        name: account.displayName,
        email: account.email,
        phoneNumber: "+1 555 0100",
        address: `${i + 1} Private Lane`,
        serviceName: i % 2 ? "SEO" : "Web Design",
        serviceId: i % 2 ? "seo" : "web-design",
        uid: account.uid,
        status: i % 2 ? "delivered" : "pending",
        createdAt: now,
      });
    ids.push(ref.id);
  }
  const key = await db()
    .collection("idempotencyKeys")
    .add({ uid: account.uid, orderId: ids[0] ?? "", at: now });
  const mail = await db()
    .collection("mail")
    .add({
      to: account.email,
      message: { subject: "Hello", text: "Hello", html: "<p>Hello</p>" },
      kind: "newsletter",
    });
  // The triggers queue two emails per order (to the customer and to the agency): wait for them,
  // so that none arrives after the deletion.
  await until(async () => (await mailAbout(ids)).length, 2 * ids.length, TRIGGERS_MS);
  return { orders: ids, reviews, key: key.id, mail: mail.id };
}

async function mailAbout(orderIds: string[]): Promise<string[]> {
  const found = await db().collection("mail").where("orderId", "in", orderIds).get();
  return found.docs.map((d) => d.id);
}

const exists = async (path: string) => (await db().doc(path).get()).exists;

/** Everything of `account` that `seed` wrote, as it stands: to compare before and after. */
async function footprint(account: TestAccount, seeded: Seeded) {
  const [profile, limits, reviews, orders, key, mail, about] = await Promise.all([
    db().doc(`users/${account.uid}`).get(),
    db().collection(`users/${account.uid}/limits`).get(),
    db().collection("reviews").where("uid", "==", account.uid).get(),
    Promise.all(seeded.orders.map((id) => db().doc(`orders/${id}`).get())),
    exists(`idempotencyKeys/${seeded.key}`),
    db().collection("mail").where("to", "==", account.email).get(),
    mailAbout(seeded.orders),
  ]);
  return {
    profile: profile.data() ?? null,
    limits: limits.size,
    reviews: reviews.docs.map((d) => d.id).sort(),
    orders: orders.map((o) => {
      // mailState is the triggers' to move; everything else must stay as it was.
      const { mailState: _state, ...rest } = o.data() ?? {};
      return rest;
    }),
    key,
    mail: mail.docs.map((d) => d.id).sort(),
    about: [...about].sort(),
  };
}

describe("deleteAccount", () => {
  let customer: TestAccount;
  let other: TestAccount;
  let seeded: Seeded;
  let otherSeeded: Seeded;
  let customerToken = "";

  beforeAll(async () => {
    [customer, other] = await Promise.all([
      createAccount("delete-customer"),
      createAccount("delete-other"),
    ]);
    seeded = await seed(customer);
    otherSeeded = await seed(other, 1);
    customerToken = await idToken(customer);
  });

  it("refuses an anonymous caller with unauthenticated", async () => {
    const { error } = await callFunction("deleteAccount", null);
    expect(error?.status).toBe("UNAUTHENTICATED");
  });

  it.each([[{ uid: "someone-else" }], [{ email: "x@agency.test" }], ["me"], [[1]]])(
    "refuses data (%j) with invalid-argument, deleting nothing",
    async (data) => {
      const { error } = await callFunction("deleteAccount", data, customerToken);
      expect(error?.status).toBe("INVALID_ARGUMENT");
      expect(await exists(`users/${customer.uid}`)).toBe(true);
      expect(await authAccountExists(customer.uid)).toBe(true);
    },
  );

  it("deletes the caller's personal data and account; their orders stay, anonymised", async () => {
    const othersBefore = await footprint(other, otherSeeded);
    const before = await footprint(customer, seeded);
    expect(before.limits).toBe(2);
    expect(before.reviews).toHaveLength(2);
    expect(before.mail).toHaveLength(1 + seeded.orders.length);

    const { result, error } = await callFunction("deleteAccount", null, customerToken);
    expect(error).toBeUndefined();
    expect(result).toEqual({ deleted: true });

    const after = await footprint(customer, seeded);
    expect(after.profile).toBeNull();
    expect(after.limits).toBe(0);
    expect(after.reviews).toEqual([]);
    for (const id of seeded.reviews) expect(await exists(`reviews/${id}`)).toBe(false);
    expect(after.key).toBe(false);
    expect(after.mail).toEqual([]);
    expect(after.about).toEqual([]);
    expect(await exists(`mail/${seeded.mail}`)).toBe(false);
    expect(await authAccountExists(customer.uid)).toBe(false);

    // The orders stay for the agency: the service, status and date, nothing about the person.
    expect(after.orders).toHaveLength(2);
    after.orders.forEach((order, i) => {
      const was = before.orders[i] ?? {};
      expect(order).toMatchObject({
        name: "",
        email: "",
        phoneNumber: "",
        address: "",
        uid: "",
        serviceName: was.serviceName,
        serviceId: was.serviceId,
        status: was.status,
        createdAt: was.createdAt,
      });
      expect(order.accountDeletedAt).toBeInstanceOf(Timestamp);
      expect(JSON.stringify(order)).not.toContain(customer.email);
      expect(JSON.stringify(order)).not.toContain(customer.displayName);
      expect(JSON.stringify(order)).not.toContain("Private Lane");
    });
    const linked = await db().collection("orders").where("uid", "==", customer.uid).get();
    expect(linked.size).toBe(0);

    // Nobody else's data moved.
    expect(await footprint(other, otherSeeded)).toEqual(othersBefore);
    expect(await authAccountExists(other.uid)).toBe(true);
  });

  it("refuses the deleted account's old token afterwards", async () => {
    const { error } = await callFunction("deleteAccount", null, customerToken);
    expect(error?.status).toBe("UNAUTHENTICATED");
  });

  it("lets an admin who is not the last delete their account, and logs the role's end", async () => {
    const admin = await createAccount("delete-admin", { admin: true });
    const { result } = await callFunction("deleteAccount", {}, await idToken(admin));
    expect(result).toEqual({ deleted: true });
    expect(await authAccountExists(admin.uid)).toBe(false);
    expect(await exists(`users/${admin.uid}`)).toBe(false);
    const audit = await db().collection("adminGrants").where("target", "==", admin.uid).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      {
        by: admin.uid,
        target: admin.uid,
        action: "revoke",
        reason: "account-deleted",
        at: expect.any(Timestamp),
      },
    ]);
  });
});
