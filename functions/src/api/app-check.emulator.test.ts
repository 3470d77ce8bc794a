/**
 * App Check enforcement, on and off. The deployed functions read APP_CHECK_ENFORCE once at start,
 * and the emulators run with it off, so the enforced API and callables are built here in-process
 * (createApp, roleCallables) and served on 127.0.0.1 next to the Auth and Firestore emulators.
 *
 * Every token tried here fails the Admin SDK's local checks (decoding, algorithm, audience), so
 * nothing leaves the machine. Verifying a genuine token needs Google's App Check keys (network)
 * and a token minted for a registered app: a stand-in verifier shows the API lets a verified
 * request through.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Response } from "express";
import type { Request } from "firebase-functions/v2/https";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../../scripts/lib/config.ts";
import {
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { clearClientLimits } from "../../../tests/support/client-limits.ts";
import { accountCallables } from "../account/definitions";
import { roleCallables } from "../admin/definitions";
import { appCheckEnforced, verifyAppCheckToken, type AppCheckVerifier } from "../lib/app-check";
import { COLLECTIONS } from "../shared/registry";
import { createApp } from "./app";
import { takesSingleUseToken } from "./app-check";

const servers: Server[] = [];

/**
 * Serves `handler` on a free local port, behind the JSON body parsing the Cloud Functions
 * platform does before a function runs. Returns the base URL.
 */
async function serve(handler: (req: Request, res: Response) => unknown): Promise<string> {
  const platform = express();
  platform.use(
    express.json({
      limit: "10mb",
      verify: (req, _res, buffer) => Object.assign(req, { rawBody: buffer }),
    }),
  );
  platform.use((req, res) => void handler(req as Request, res));
  const server = createServer(platform);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = Math.floor(Date.now() / 1000);
const appCheckClaims = {
  sub: "1:123:web:abc",
  iss: "https://firebaseappcheck.googleapis.com/123",
  aud: [`projects/${PROJECT_ID}`],
  iat: now,
  exp: now + 3600,
};

/** Tokens an attacker could send; each fails before any key would be fetched. */
const FORGED_TOKENS: Record<string, string> = {
  "a token that is not a JWT": "not-an-app-check-token",
  "an unsigned token (alg none)": `${encode({ alg: "none", typ: "JWT" })}.${encode(appCheckClaims)}.`,
  "an RS256 token for another project": `${encode({ alg: "RS256", typ: "JWT", kid: "k" })}.${encode(
    { ...appCheckClaims, aud: ["projects/someone-else"] },
  )}.c2lnbmF0dXJl`,
};

let customer: TestAccount;
let customerToken = "";
let adminToken = "";

const order = () => ({
  name: "App Check",
  email: customer.email,
  phoneNumber: "+1 555 0100",
  address: "1 Check Street",
  serviceName: "Web Design",
});

async function orderCount(): Promise<number> {
  return (await adminDb().collection(COLLECTIONS.orders).count().get()).data().count;
}

function expectProblem(res: ApiResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, title: expect.any(String) });
}

beforeAll(async () => {
  customer = await createAccount("appcheck-customer");
  const admin = await createAccount("appcheck-admin", { admin: true });
  [customerToken, adminToken] = await Promise.all([idToken(customer), idToken(admin)]);
});

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(() => resolve(null)))),
  );
});

describe("the switch", () => {
  it("is off unless APP_CHECK_ENFORCE is true or 1", () => {
    expect(appCheckEnforced({})).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "" })).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "false" })).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "0" })).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "true" })).toBe(true);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: " TRUE " })).toBe(true);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "1" })).toBe(true);
  });

  it("is off on the emulators: the deployed API answers without an App Check token", async () => {
    const res = await api("/services");
    expect(res.status).toBe(200);
  });
});

describe("REST API with App Check enforced", () => {
  let base = "";
  beforeAll(async () => {
    base = await serve(createApp({ appCheck: verifyAppCheckToken }));
  });

  it("refuses a request without a token with 401 and books nothing", async () => {
    const before = await orderCount();
    const res = await api("/orders", { base, token: customerToken, body: order() });
    expectProblem(res, 401);
    expect(res.body).toMatchObject({ detail: expect.stringMatching(/X-Firebase-AppCheck/) });
    expect(await orderCount()).toBe(before);
  });

  it.each(Object.entries(FORGED_TOKENS))(
    "refuses %s with 401 and books nothing",
    async (_label, token) => {
      const before = await orderCount();
      const res = await api("/orders", {
        base,
        token: customerToken,
        body: order(),
        headers: { "x-firebase-appcheck": token },
      });
      expectProblem(res, 401);
      expect(res.body).toMatchObject({ detail: "The App Check token is not valid" });
      expect(await orderCount()).toBe(before);
    },
  );

  it("refuses a contact message without a token with 401 and stores nothing", async () => {
    const subject = `App Check ${Date.now()}`;
    const res = await api("/messages", {
      base,
      body: {
        fullName: "No Token",
        email: "no-token@example.com",
        subject,
        phone: "+1 555 0100",
        message: "Hello.",
      },
    });
    expectProblem(res, 401);
    const stored = await adminDb()
      .collection(COLLECTIONS.messages)
      .where("subject", "==", subject)
      .count()
      .get();
    expect(stored.data().count).toBe(0);
  });

  it("guards public reads too", async () => {
    expectProblem(await api("/services", { base }), 401);
    expectProblem(await api("/api/services", { base }), 401);
  });

  it("keeps the health check and CORS preflights open", async () => {
    expect((await api("/health", { base })).status).toBe(200);
    expect((await api("/api/health", { base })).status).toBe(200);
    const preflight = await fetch(`${base}/orders`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, x-firebase-appcheck",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/X-Firebase-AppCheck/i);
  });

  it("lets a request through once its token verifies (stand-in verifier)", async () => {
    const standIn: AppCheckVerifier = (token) =>
      token === "verified-for-this-test"
        ? Promise.resolve({ alreadyConsumed: false })
        : Promise.reject(new Error("not verified"));
    const local = await serve(createApp({ appCheck: standIn }));
    const before = await orderCount();
    const refused = await api("/orders", {
      base: local,
      token: customerToken,
      body: order(),
      headers: { "x-firebase-appcheck": "something-else" },
    });
    expectProblem(refused, 401);
    const res = await api("/orders", {
      base: local,
      token: customerToken,
      body: order(),
      headers: { "x-firebase-appcheck": "verified-for-this-test" },
    });
    expect(res.status).toBe(201);
    const id = (res.body as { insertedId: string }).insertedId;
    expect((await adminDb().collection(COLLECTIONS.orders).doc(id).get()).get("uid")).toBe(
      customer.uid,
    );
    expect(await orderCount()).toBe(before + 1);
    await adminDb().collection(COLLECTIONS.orders).doc(id).delete();
  });
});

describe("the contact form's single-use tokens (replay protection)", () => {
  /**
   * A stand-in for the App Check service: every token it issued is valid, and it remembers the
   * ones consumed, as verifyToken(token, { consume: true }) does.
   */
  function standInService() {
    const consumed = new Set<string>();
    const calls: { token: string; consume: boolean }[] = [];
    const verify: AppCheckVerifier = (token, { consume }) => {
      calls.push({ token, consume });
      if (!token.startsWith("issued-")) return Promise.reject(new Error("not verified"));
      const alreadyConsumed = consumed.has(token);
      if (consume) consumed.add(token);
      return Promise.resolve({ alreadyConsumed: consume && alreadyConsumed });
    };
    return { verify, calls };
  }

  const message = (subject: string) => ({
    fullName: "Replay Tester",
    email: "replay@example.com",
    subject,
    phone: "+1 555 0100",
    message: "Hello.",
  });
  const stored = async (subject: string) =>
    (
      await adminDb().collection(COLLECTIONS.messages).where("subject", "==", subject).count().get()
    ).data().count;

  beforeEach(async () => {
    // This suite's app runs in this process: its client is this machine, with its own budget.
    await clearClientLimits();
  });

  it("takes single-use tokens on POST /messages only", () => {
    expect(takesSingleUseToken({ method: "POST", path: "/messages" })).toBe(true);
    expect(takesSingleUseToken({ method: "POST", path: "/api/messages/" })).toBe(true);
    expect(takesSingleUseToken({ method: "GET", path: "/messages" })).toBe(false);
    expect(takesSingleUseToken({ method: "POST", path: "/orders" })).toBe(false);
    expect(takesSingleUseToken({ method: "POST", path: "/messages/x" })).toBe(false);
  });

  it("stores a message once per token: the same token again is refused with 401", async () => {
    const service = standInService();
    const base = await serve(createApp({ appCheck: service.verify }));
    const subject = `Replay ${Date.now()}`;
    const headers = { "x-firebase-appcheck": "issued-once" };
    const first = await api("/messages", { base, body: message(subject), headers });
    expect(first.status).toBe(201);
    // Its sender passed App Check: the inbox shows it without the "No App Check" mark.
    const id = (first.body as { insertedId: string }).insertedId;
    const doc = await adminDb().collection(COLLECTIONS.messages).doc(id).get();
    expect(doc.get("appCheckVerified")).toBe(true);
    const replayed = await api("/messages", { base, body: message(subject), headers });
    expectProblem(replayed, 401);
    expect(replayed.body).toMatchObject({ detail: expect.stringMatching(/used already/) });
    expect(await stored(subject)).toBe(1);
    // Through Hosting's path (/api) the token is just as spent.
    expectProblem(await api("/api/messages", { base, body: message(subject), headers }), 401);
    expect(await stored(subject)).toBe(1);
    expect(service.calls.map((call) => call.consume)).toEqual([true, true, true]);
    // A fresh token sends the next message.
    const fresh = await api("/messages", {
      base,
      body: message(subject),
      headers: { "x-firebase-appcheck": "issued-twice" },
    });
    expect(fresh.status).toBe(201);
    expect(await stored(subject)).toBe(2);
  });

  it("consumes nothing elsewhere: the session token keeps working for the other routes", async () => {
    const service = standInService();
    const base = await serve(createApp({ appCheck: service.verify }));
    const headers = { "x-firebase-appcheck": "issued-session" };
    expect((await api("/services", { base, headers })).status).toBe(200);
    expect((await api("/api/team", { base, headers })).status).toBe(200);
    expect(service.calls).toEqual([
      { token: "issued-session", consume: false },
      { token: "issued-session", consume: false },
    ]);
  });

  it("refuses forged tokens on POST /messages before anything is consumed or stored", async () => {
    const base = await serve(createApp({ appCheck: verifyAppCheckToken }));
    const subject = `Forged replay ${Date.now()}`;
    for (const token of Object.values(FORGED_TOKENS)) {
      const res = await api("/messages", {
        base,
        body: message(subject),
        headers: { "x-firebase-appcheck": token },
      });
      expectProblem(res, 401);
      expect(res.body).toMatchObject({ detail: "The App Check token is not valid" });
    }
    expect(await stored(subject)).toBe(0);
  });
});

describe("REST API with App Check off", () => {
  it("stores a contact message without a token, marked as not verified by App Check", async () => {
    await clearClientLimits();
    const base = await serve(createApp());
    const subject = `No App Check ${Date.now()}`;
    const res = await api("/messages", {
      base,
      body: {
        fullName: "Open Sender",
        email: "open@example.com",
        subject,
        phone: "+1 555 0100",
        message: "Hello.",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const id = (res.body as { insertedId: string }).insertedId;
    const doc = await adminDb().collection(COLLECTIONS.messages).doc(id).get();
    expect(doc.get("appCheckVerified")).toBe(false);
  });

  it("books the same order without a token", async () => {
    const base = await serve(createApp());
    const before = await orderCount();
    const res = await api("/orders", { base, token: customerToken, body: order() });
    expect(res.status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    await adminDb()
      .collection(COLLECTIONS.orders)
      .doc((res.body as { insertedId: string }).insertedId)
      .delete();
  });
});

describe("callables with App Check enforced", () => {
  let target: TestAccount;
  let enforced = "";
  let open = "";

  beforeAll(async () => {
    target = await createAccount("appcheck-target");
    enforced = await serve(roleCallables({ enforceAppCheck: true }).grantAdmin);
    open = await serve(roleCallables({ enforceAppCheck: false }).grantAdmin);
  });

  const grant = (base: string, headers: Record<string, string> = {}) =>
    api("", { base, token: adminToken, body: { data: { email: target.email } }, headers });

  async function expectNotGranted(): Promise<void> {
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBeUndefined();
    const audit = await adminDb()
      .collection(COLLECTIONS.adminGrants)
      .where("target", "==", target.uid)
      .count()
      .get();
    expect(audit.data().count).toBe(0);
  }

  it("refuses a call without a token: 401 UNAUTHENTICATED, nothing granted", async () => {
    const res = await grant(enforced);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { status: "UNAUTHENTICATED" } });
    await expectNotGranted();
  });

  it.each(Object.entries(FORGED_TOKENS))("refuses %s, nothing granted", async (_label, token) => {
    const res = await grant(enforced, { "x-firebase-appcheck": token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { status: "UNAUTHENTICATED" } });
    await expectNotGranted();
  });

  it("refuses deleteAccount without a token as well, deleting nothing", async () => {
    const account = await createAccount("appcheck-delete");
    const base = await serve(accountCallables({ enforceAppCheck: true }).deleteAccount);
    const res = await api("", { base, token: await idToken(account), body: { data: null } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { status: "UNAUTHENTICATED" } });
    expect((await adminAuth().getUser(account.uid)).email).toBe(account.email);
  });

  it("with enforcement off, the same call grants the role", async () => {
    const res = await grant(open);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { modifiedCount: 1 } });
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBe(true);
  });
});
