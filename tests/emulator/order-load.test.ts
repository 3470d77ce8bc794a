/**
 * The small version of `npm run stress`: 200 authenticated POST /orders from 20 concurrent clients
 * acting as 22 users in turn (each within the hourly booking limit), each with its own
 * Idempotency-Key; requests that get no answer or a 5xx are
 * sent again with the same key, as a careful client does. Asserts correctness under concurrency,
 * not speed (that is `npm run stress` and `npm run bench`): every request ends with an order of
 * its own, stored exactly once, as its sender's.
 */
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import {
  createLoadUsers,
  loadBooking,
  orderStress,
  retryUnanswered,
  usersForOrders,
  type KeyedRequest,
} from "../../scripts/lib/rest-load.ts";
import { adminDb } from "../support/admin.ts";
import { api } from "../support/api.ts";

describe("POST /orders under concurrent load", () => {
  it("stores each of 200 bookings from 20 clients exactly once, as its sender's", async () => {
    const report = await orderStress({
      requests: 200,
      connections: 20,
      users: usersForOrders(200, 20),
    });
    // Anything but a booking or an unavailable server (a 4xx) is a bug, retried or not.
    const refused = Object.keys(report.figures.statusCodes).filter((code) => /^4/.test(code));
    expect(refused).toEqual([]);
    expect(report.unansweredAfterRetries).toBe(0);
    expect(report.documents).toBe(report.sent);
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);
    expect(report.wrongOwner).toBe(0);
    expect(report.ok).toBe(true);
    if (report.retried > 0) {
      console.info(
        `order load: ${report.retried} of ${report.sent} requests retried with their key ` +
          `(${report.replayed} had been stored already); none booked twice`,
      );
    }
  }, 180_000);
});

describe("the careful client's retry (npm run stress, this test)", () => {
  it("resends unanswered requests with their key: a stored one answers its order, none books twice", async () => {
    const [user] = await createLoadUsers(1, "retry");
    if (!user) throw new Error("no load user");
    // The first request was stored, but its answer never arrived.
    const storedKey = randomUUID();
    const first = await api("/orders", {
      token: user.token,
      body: loadBooking(user),
      headers: { "idempotency-key": storedKey },
    });
    expect(first.status).toBe(201);
    const storedId = (first.body as { insertedId: string }).insertedId;
    // The second never reached the server. The third got a 503.
    const sent = new Map<string, KeyedRequest>(
      [
        { key: storedKey, user, retries: 0 },
        { key: randomUUID(), user, retries: 0 },
        { key: randomUUID(), user, retries: 0, status: 503 },
      ].map((request) => [request.key, request]),
    );
    await retryUnanswered(sent, "/orders", loadBooking);

    const [stored, lost, unavailable] = [...sent.values()];
    expect(stored).toMatchObject({ status: 200, insertedId: storedId, retries: 1 });
    expect(lost).toMatchObject({ status: 201, insertedId: expect.any(String), retries: 1 });
    expect(unavailable).toMatchObject({ status: 201, insertedId: expect.any(String), retries: 1 });
    const orders = await adminDb().collection("orders").where("uid", "==", user.uid).get();
    expect(orders.docs.map((doc) => doc.id).sort()).toEqual(
      [storedId, lost?.insertedId, unavailable?.insertedId].sort(),
    );
  });
});
