/**
 * The REST API while Firestore does not answer. The Firestore emulator is frozen (SIGSTOP) while
 * the API is serving: public reads and bookings answer 503 application/problem+json with
 * Retry-After (no hang, no 500, no stack trace) and book nothing; once Firestore is back, the
 * same requests succeed again, and a client that retries its 503 with the same Idempotency-Key
 * books exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { adminDb, createAccount, idToken, type TestAccount } from "../support/admin.ts";
import { api, type ApiResponse } from "../support/api.ts";
import { pauseFirestore, type PausedFirestore } from "../support/pause-firestore.ts";

/**
 * "Does not hang": the API's deadline is 5 s; this bound only has to tell an answer from a hang
 * (the function's own timeout is 60 s), with room for a busy machine.
 */
const ANSWER_WITHIN_MS = 20_000;
const STALLED = "1 Stalled Street";
const RECOVERED = "2 Recovered Road";
const RETRIED = "3 Retried Row";
const RETRY_KEY = `retry-${Date.now()}`;

let customer: TestAccount;
let token = "";
let paused: PausedFirestore | null = null;

const booking = (address: string) => ({
  name: "Fault Test",
  email: customer.email,
  phoneNumber: "+1 555 0199",
  address,
  serviceName: "Web Design",
});

const ordersAt = async (address: string) =>
  (
    await adminDb()
      .collection("orders")
      .where("uid", "==", customer.uid)
      .where("address", "==", address)
      .get()
  ).size;

async function timed(request: Promise<ApiResponse>): Promise<ApiResponse & { ms: number }> {
  const started = performance.now();
  const res = await request;
  return { ...res, ms: performance.now() - started };
}

/** Whether the Firestore emulator answers an HTTP request within `ms`. */
async function firestoreAnswers(ms: number): Promise<boolean> {
  try {
    const res = await fetch(`${URLS.firestore}/`, { signal: AbortSignal.timeout(ms) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  customer = await createAccount("fault");
  token = await idToken(customer);
});

afterAll(() => {
  // Whatever happened in the tests, never leave the emulator frozen.
  paused?.resume();
});

describe("Firestore unreachable while the API is serving", () => {
  it("serves reads and bookings while Firestore answers", async () => {
    // As many requests at once as below, so the emulator has that many warm workers serving.
    const [order, ...reads] = await Promise.all([
      api("/orders", { token, body: booking(RECOVERED) }),
      api("/services"),
      api("/services/web-design"),
      api("/orders", { token }),
      api("/team"),
    ]);
    expect(order.status).toBe(201);
    expect(reads.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await ordersAt(RECOVERED)).toBe(1);
  });

  it("answers 503 problem+json with Retry-After within 10 s, without stack traces", async () => {
    paused = await pauseFirestore();
    try {
      expect(await firestoreAnswers(1000)).toBe(false);
      const answers = await Promise.all([
        timed(api("/services")),
        timed(api("/services/web-design")),
        timed(api("/orders", { token })),
        timed(api("/orders", { token, body: booking(STALLED) })),
        timed(api("/orders", { token, body: booking(STALLED) })),
        timed(
          api("/orders", {
            token,
            body: booking(RETRIED),
            headers: { "idempotency-key": RETRY_KEY },
          }),
        ),
      ]);
      for (const res of answers) {
        expect(res.ms, `answered after ${Math.round(res.ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect(res.status).toBe(503);
        expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(res.body).toEqual({
          type: "about:blank",
          title: "Service Unavailable",
          status: 503,
          detail: expect.any(String) as string,
        });
        expect(JSON.stringify(res.body)).not.toMatch(/\bat .+:\d+:\d+|Error:/);
      }
    } finally {
      paused.resume();
    }
  });

  it("succeeds again once Firestore is back, and the failed bookings wrote nothing", async () => {
    const deadline = Date.now() + 10_000;
    while (!(await firestoreAnswers(1000)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const services = await api("/services");
    expect(services.status).toBe(200);
    expect(Array.isArray(services.body) && services.body.length).toBeGreaterThan(0);
    const order = await api("/orders", { token, body: booking(RECOVERED) });
    expect(order.status).toBe(201);
    // A write that a timed-out request still sent would land as soon as Firestore is back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await ordersAt(RECOVERED)).toBe(2);
    expect(await ordersAt(STALLED)).toBe(0);
  });

  it("books a 503'd request exactly once when the client retries it with the same key", async () => {
    const retry = () =>
      api("/orders", {
        token,
        body: booking(RETRIED),
        headers: { "idempotency-key": RETRY_KEY },
      });
    const first = await retry();
    expect(first.status).toBe(201);
    const insertedId = (first.body as { insertedId: string }).insertedId;
    // A second retry (the client did not hear the first answer either) books nothing more.
    const again = await retry();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ acknowledged: true, insertedId });
    const stored = await adminDb()
      .collection("orders")
      .where("uid", "==", customer.uid)
      .where("address", "==", RETRIED)
      .get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([insertedId]);
  });
});
