/**
 * Hostile requests to the REST API: each is answered with the right status and a problem+json
 * body (except where the platform answers first), and provably writes nothing: the number of
 * documents in every collection, and the target documents, are read back afterwards.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  collectionCounts,
  adminDb,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiRequest, type ApiResponse } from "../../../tests/support/api.ts";
import { URLS } from "../../../scripts/lib/config.ts";

let a: TestAccount;
let b: TestAccount;
let tokenA = "";
let tokenB = "";
let adminToken = "";
let orderOfB = "";
let deliveredOrderOfA = "";
let reviewOfA = "";

const counts = collectionCounts;

/** Sends the request and checks that no collection gained or lost a document. */
async function refused(path: string, request: ApiRequest): Promise<ApiResponse> {
  const before = await counts();
  const res = await api(path, request);
  expect(await counts()).toEqual(before);
  return res;
}

function expectProblem(res: ApiResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ type: "about:blank", status, title: expect.any(String) });
}

function errorPaths(res: ApiResponse): string[] {
  return ((res.body as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path);
}

const order = (account: TestAccount, extra: Record<string, unknown> = {}) => ({
  name: "Hostile Tester",
  email: account.email,
  phoneNumber: "+1 555 0110",
  address: "9 Test Street",
  serviceName: "Web Design",
  ...extra,
});

/** An unsigned token (the Auth emulator accepts those) that expired an hour ago. */
function expiredToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: "none", typ: "JWT" }),
    encode({
      iss: "https://securetoken.google.com/demo-agency",
      aud: "demo-agency",
      auth_time: now - 7200,
      iat: now - 7200,
      exp: now - 3600,
      sub: uid,
      user_id: uid,
      firebase: { sign_in_provider: "password", identities: {} },
    }),
    "",
  ].join(".");
}

beforeAll(async () => {
  [a, b] = await Promise.all([createAccount("hostile-a"), createAccount("hostile-b")]);
  const admin = await createAccount("hostile-admin", { admin: true });
  [tokenA, tokenB, adminToken] = await Promise.all([idToken(a), idToken(b), idToken(admin)]);
  const orders = adminDb().collection("orders");
  const base = { ...order(a), serviceId: "web-design", createdAt: Timestamp.now() };
  orderOfB = (await orders.add({ ...base, email: b.email, uid: b.uid, status: "pending" })).id;
  deliveredOrderOfA = (await orders.add({ ...base, uid: a.uid, status: "delivered" })).id;
  reviewOfA = (
    await adminDb().collection("reviews").add({
      name: "A",
      ratings: 5,
      review: "Mine.",
      image: "",
      uid: a.uid,
      createdAt: Timestamp.now(),
    })
  ).id;
});

describe("malformed bodies", () => {
  it("malformed JSON is refused by the platform with 400", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      raw: '{"name": "x",',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("a text/plain body is refused with 415", async () => {
    const res = await refused("/orders", {
      method: "POST",
      token: tokenA,
      raw: JSON.stringify(order(a)),
      headers: { "content-type": "text/plain" },
    });
    expectProblem(res, 415);
  });

  it("a form-encoded body is refused with 415", async () => {
    const res = await refused("/reviews", {
      method: "POST",
      token: tokenA,
      raw: "name=x&ratings=5&review=y&image=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectProblem(res, 415);
  });

  it("a body over 1 MB is refused with 413", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { address: "x".repeat(1_200_000) }),
    });
    expectProblem(res, 413);
  });

  it("a JSON array is refused with 400", async () => {
    expectProblem(await refused("/orders", { token: tokenA, body: [order(a)] }), 400);
  });

  it("JSON null is refused by the platform with 400", async () => {
    const res = await refused("/reviews", {
      method: "POST",
      token: tokenA,
      raw: "null",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});

describe("invalid fields", () => {
  it("a missing field is refused with its path", async () => {
    const { address: _address, ...rest } = order(a);
    const res = await refused("/orders", { token: tokenA, body: rest });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("address");
  });

  it("an extra field (a customer setting the status) is refused", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { status: "delivered" }),
    });
    expectProblem(res, 400);
  });

  it("a wrong type is refused", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { phoneNumber: 5550100 }),
    });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("phoneNumber");
  });

  it("a blank name is refused", async () => {
    const res = await refused("/orders", { token: tokenA, body: order(a, { name: "   " }) });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("name");
  });

  it("an address over 300 characters is refused", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { address: "x".repeat(301) }),
    });
    expectProblem(res, 400);
  });

  it("an unknown service is refused", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { serviceName: "Time Travel" }),
    });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("serviceName");
  });

  it("an unknown serviceId is refused", async () => {
    const res = await refused("/orders", {
      token: tokenA,
      body: order(a, { serviceId: "no-such-service" }),
    });
    expectProblem(res, 400);
  });

  it.each(["a/b", "a/b/c", "..", "__reserved__", "web-design/orders/x"])(
    "a serviceId that is not a document id (%s) is refused with 400",
    async (serviceId) => {
      const res = await refused("/orders", { token: tokenA, body: order(a, { serviceId }) });
      expectProblem(res, 400);
      expect(errorPaths(res)).toContain("serviceId");
    },
  );

  it("a rating outside the allowed set is refused", async () => {
    const res = await refused("/reviews", {
      token: tokenA,
      body: { name: "A", ratings: 2.5, review: "Hmm.", image: "" },
    });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("ratings");
  });

  it("a rating that is not a number is refused", async () => {
    const res = await refused("/reviews", {
      token: tokenA,
      body: { name: "A", ratings: "five", review: "Hmm.", image: "" },
    });
    expectProblem(res, 400);
  });

  it("a javascript: URL as review image is refused", async () => {
    const res = await refused("/reviews", {
      token: tokenA,
      body: { name: "A", ratings: 5, review: "Hi", image: "javascript:alert(1)" },
    });
    expectProblem(res, 400);
  });

  it("an SVG data URL as service image is refused", async () => {
    const res = await refused("/services", {
      token: adminToken,
      body: {
        name: "SVG",
        bannerh: "h",
        bannerP: "p",
        des: "d",
        img: "data:image/svg+xml;base64,PHN2Zy8+",
      },
    });
    expectProblem(res, 400);
    expect(errorPaths(res)).toContain("img");
  });

  it("a self-granted admin flag on the profile is refused", async () => {
    const res = await refused("/users", {
      method: "PUT",
      token: tokenA,
      body: { email: a.email, displayName: "A", admin: true },
    });
    expectProblem(res, 400);
    expect((await adminAuth().getUser(a.uid)).customClaims?.admin).toBeUndefined();
  });

  it("an invalid email for PUT /users/admin is refused", async () => {
    expectProblem(
      await refused("/users/admin", { method: "PUT", token: adminToken, body: { email: "nope" } }),
      400,
    );
  });
});

describe("ids and routes", () => {
  it("a malformed id is refused with 400", async () => {
    expectProblem(await refused("/orders/bad$id", { method: "DELETE", token: tokenA }), 400);
  });

  it("a reserved id (__x__) is refused with 400", async () => {
    expectProblem(await refused("/orders/__x__", { method: "DELETE", token: adminToken }), 400);
    expectProblem(await api("/services/__x__"), 400);
  });

  it("an unknown order id is answered 404", async () => {
    expectProblem(
      await refused("/orders/does-not-exist", { method: "DELETE", token: adminToken }),
      404,
    );
  });

  it("an unknown service id is answered 404", async () => {
    expectProblem(await api("/services/does-not-exist"), 404);
  });

  it("an unknown email for PUT /users/admin is answered 404", async () => {
    expectProblem(
      await refused("/users/admin", {
        method: "PUT",
        token: adminToken,
        body: { email: "nobody-at-all@agency.test" },
      }),
      404,
    );
  });

  it("a lookup of a malformed email is refused with 400", async () => {
    expectProblem(await api("/users/not-an-email", { token: tokenA }), 400);
  });

  it("a wrong method on a known path is answered 405 with Allow", async () => {
    const res = await refused("/services", { method: "PATCH", token: adminToken, body: {} });
    expectProblem(res, 405);
    expect(res.headers.get("allow")).toBe("GET, POST");
  });

  it("an unknown path is answered 404", async () => {
    expectProblem(await api("/admin/secrets"), 404);
  });
});

describe("tokens", () => {
  const send = (token: string) => refused("/orders", { token, body: order(a) });

  it("a malformed token is refused with 401", async () => {
    expectProblem(await send("not.a.token"), 401);
  });

  it("an Authorization header without Bearer is refused with 401", async () => {
    const res = await refused("/orders", {
      body: order(a),
      headers: { authorization: `Token ${tokenA}` },
    });
    expectProblem(res, 401);
  });

  it("an expired token is refused with 401", async () => {
    const res = await send(expiredToken(a.uid));
    expectProblem(res, 401);
    expect(res.body).toMatchObject({ detail: "The ID token has expired" });
  });

  it("a token of a deleted user is refused with 401", async () => {
    const doomed = await createAccount("hostile-deleted");
    const token = await idToken(doomed);
    await adminAuth().deleteUser(doomed.uid);
    expectProblem(await refused("/orders", { token, body: order(doomed) }), 401);
  });

  it("a revoked token is refused on an admin route", async () => {
    const revokedAdmin = await createAccount("hostile-revoked", { admin: true });
    const token = await idToken(revokedAdmin);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(revokedAdmin.uid);
    const res = await refused("/services", {
      token,
      body: { name: "Nope", bannerh: "h", bannerP: "p", des: "d", img: "/images/services/ads.svg" },
    });
    expectProblem(res, 401);
  });
});

describe("other people's data", () => {
  it("customer A cannot delete customer B's order", async () => {
    expectProblem(await refused(`/orders/${orderOfB}`, { method: "DELETE", token: tokenA }), 403);
    expect((await adminDb().doc(`orders/${orderOfB}`).get()).exists).toBe(true);
  });

  it("customer A cannot delete their own delivered order", async () => {
    expectProblem(
      await refused(`/orders/${deliveredOrderOfA}`, { method: "DELETE", token: tokenA }),
      403,
    );
  });

  it("customer B cannot delete customer A's review", async () => {
    expectProblem(await refused(`/reviews/${reviewOfA}`, { method: "DELETE", token: tokenB }), 403);
  });

  it("an order with someone else's email is refused", async () => {
    expectProblem(
      await refused("/orders", { token: tokenA, body: order(a, { email: b.email }) }),
      403,
    );
  });

  it("a profile with someone else's email is refused", async () => {
    expectProblem(
      await refused("/users", { token: tokenA, body: { email: b.email, displayName: "B?" } }),
      403,
    );
  });

  it("customer A cannot look up customer B", async () => {
    expectProblem(await api(`/users/${encodeURIComponent(b.email)}`, { token: tokenA }), 403);
  });

  it("customer A cannot grant admin", async () => {
    expectProblem(
      await refused("/users/admin", { method: "PUT", token: tokenA, body: { email: a.email } }),
      403,
    );
    expect((await adminAuth().getUser(a.uid)).customClaims?.admin).toBeUndefined();
  });

  it("customer A's order list holds only their own orders", async () => {
    const res = await api("/orders", { token: tokenA });
    expect(res.status).toBe(200);
    const list = res.body as { uid: string; _id: string }[];
    expect(list.map((o) => o._id)).toContain(deliveredOrderOfA);
    expect(list.every((o) => o.uid === a.uid)).toBe(true);
  });
});

describe("accounts that have not proved an address", () => {
  /** An anonymous Firebase account (signUp with no email), as a script can make any number of. */
  async function anonymousToken(): Promise<string> {
    const res = await fetch(
      `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const body = (await res.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`Anonymous sign-up failed: ${res.status}`);
    return body.idToken;
  }

  const review = {
    name: "Script Reviewer",
    ratings: "5",
    review: "Buried under scripts.",
    image: "",
  };

  it("an anonymous account's review is refused with 403", async () => {
    const res = await refused("/reviews", { token: await anonymousToken(), body: review });
    expectProblem(res, 403);
  });

  it("an unverified account's review and booking are refused with 403, saying what to do", async () => {
    const stranger = await createAccount("hostile-unverified", { verified: false });
    const token = await idToken(stranger);
    const posted = await refused("/reviews", { token, body: review });
    expectProblem(posted, 403);
    expect(posted.body).toMatchObject({ detail: expect.stringContaining("Verify your email") });
    const booked = await refused("/orders", {
      token,
      body: order(stranger, { serviceName: "URGENT verify payment https://evil.example" }),
    });
    expectProblem(booked, 403);
    // The same review from a verified account is accepted: the refusal was the verification's.
    const customer = await createAccount("hostile-verified");
    const verified = await api("/reviews", { token: await idToken(customer), body: review });
    expect(verified.status).toBe(201);
  });
});
