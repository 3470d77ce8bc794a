/** POST /orders with an Idempotency-Key: a retried request creates no second order. */
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, createAccount, idToken, type TestAccount } from "../../../tests/support/admin.ts";
import { api } from "../../../tests/support/api.ts";

let customer: TestAccount;
let other: TestAccount;
let token = "";
let otherToken = "";

beforeAll(async () => {
  [customer, other] = await Promise.all([createAccount("idem-a"), createAccount("idem-b")]);
  [token, otherToken] = await Promise.all([idToken(customer), idToken(other)]);
});

const body = (account: TestAccount) => ({
  name: "Idempotent",
  email: account.email,
  phoneNumber: "+1 555 0160",
  address: "1 Retry Road",
  serviceName: "Web Design",
});

const ordersOf = async (account: TestAccount) =>
  (await adminDb().collection("orders").where("uid", "==", account.uid).get()).size;

describe("Idempotency-Key", () => {
  it("answers a retry with the first insertedId and creates one order", async () => {
    const headers = { "idempotency-key": `retry-${Date.now()}` };
    const first = await api("/orders", { token, body: body(customer), headers });
    const again = await api("/orders", { token, body: body(customer), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(customer)).toBe(1);
  });

  it("creates one order for five concurrent requests with the same key", async () => {
    const before = await ordersOf(customer);
    const headers = { "idempotency-key": `burst-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api("/orders", { token, body: body(customer), headers })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => (a.body as { insertedId: string }).insertedId)).size).toBe(1);
    expect(await ordersOf(customer)).toBe(before + 1);
  });

  it("keeps keys apart per user and per key", async () => {
    const key = `shared-${Date.now()}`;
    const a = await api("/orders", {
      token,
      body: body(customer),
      headers: { "idempotency-key": key },
    });
    const b = await api("/orders", {
      token: otherToken,
      body: body(other),
      headers: { "idempotency-key": key },
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body).not.toEqual(b.body);
  });

  it("refuses a malformed key and writes nothing", async () => {
    const before = await ordersOf(customer);
    const res = await api("/orders", {
      token,
      body: body(customer),
      headers: { "idempotency-key": "has spaces and /slashes" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await ordersOf(customer)).toBe(before);
  });
});
