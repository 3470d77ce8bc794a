/**
 * The REST API and the callables apply the rules' admin test: the token's `admin` claim AND the
 * server-written mirror users/{uid}.admin. The attacks: a token that carries the claim without
 * the mirror (a role change that failed half-way), and a token minted just before a revocation
 * (a revocation no longer revokes the refresh tokens, and the revocation check compares whole
 * seconds anyway): it still says `admin: true` and passes verifyIdToken, but gets no admin access
 * anywhere, while the user's session goes on.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  listAs,
  refreshIdToken,
  signIn,
  tokenClaims,
  type Session,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, callFunction } from "../../../tests/support/api.ts";

let mallory: TestAccount;
let malloryToken: string;
let target: TestAccount;
let someoneElse: TestAccount;

/** Whether `account` holds the admin claim or its mirror now. */
async function adminState(account: TestAccount) {
  const claims = (await adminAuth().getUser(account.uid)).customClaims ?? {};
  const mirror = await adminDb().doc(`users/${account.uid}`).get();
  return { claim: claims.admin === true, mirror: mirror.get("admin") === true };
}

beforeAll(async () => {
  target = await createAccount("mirror-target");
  someoneElse = await createAccount("mirror-other");
  // An order of another customer, which an admin would see in GET /orders.
  await adminDb().collection("orders").add({
    name: "Other",
    email: someoneElse.email,
    phoneNumber: "+1 555 0100",
    address: "1 Other Street",
    serviceName: "Web Design",
    serviceId: "web-design",
    uid: someoneElse.uid,
    status: "pending",
    createdAt: new Date(),
  });
  // The claim, but no users/{uid} mirror.
  mallory = await createAccount("mirror-mallory");
  await adminAuth().setCustomUserClaims(mallory.uid, { admin: true });
  malloryToken = await idToken(mallory);
});

describe("a token with the admin claim but no admin mirror", () => {
  it("carries the claim (the attack's premise)", () => {
    expect(tokenClaims(malloryToken).admin).toBe(true);
  });

  it("cannot make another account admin through PUT /users/admin", async () => {
    const res = await api("/users/admin", {
      method: "PUT",
      token: malloryToken,
      body: { email: target.email },
    });
    expect(res.status).toBe(403);
    expect(await adminState(target)).toEqual({ claim: false, mirror: false });
  });

  it("cannot make itself admin through PUT /users/admin", async () => {
    const res = await api("/users/admin", {
      method: "PUT",
      token: malloryToken,
      body: { email: mallory.email },
    });
    expect(res.status).toBe(403);
    expect((await adminState(mallory)).mirror).toBe(false);
  });

  it("reads only its own orders through GET /orders, as a customer", async () => {
    const res = await api("/orders", { token: malloryToken });
    expect(res.status).toBe(200);
    const uids = (res.body as { uid: string }[]).map((order) => order.uid);
    expect(uids.filter((uid) => uid !== mallory.uid)).toEqual([]);
  });

  it("cannot delete a service or read another user's profile", async () => {
    expect(
      (await api("/services/web-design", { method: "DELETE", token: malloryToken })).status,
    ).toBe(403);
    expect((await adminDb().doc("services/web-design").get()).exists).toBe(true);
    const profile = await api(`/users/${encodeURIComponent(someoneElse.email)}`, {
      token: malloryToken,
    });
    expect(profile.status).toBe(403);
  });

  it("is not an admin by the admin lookup GET /users/{email}", async () => {
    const res = await api(`/users/${encodeURIComponent(mallory.email)}`, { token: malloryToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: mallory.email, admin: false });
  });

  it("is refused by grantAdmin and revokeAdmin with permission-denied", async () => {
    const grant = await callFunction("grantAdmin", { email: target.email }, malloryToken);
    expect(grant.error?.status).toBe("PERMISSION_DENIED");
    expect(await adminState(target)).toEqual({ claim: false, mirror: false });
    const revoke = await callFunction("revokeAdmin", { email: target.email }, malloryToken);
    expect(revoke.error?.status).toBe("PERMISSION_DENIED");
  });

  it("is refused as well when the mirror exists but says false", async () => {
    await adminDb()
      .doc(`users/${mallory.uid}`)
      .set({ email: mallory.email, displayName: "M", photoURL: "", admin: false });
    const res = await api("/users/admin", {
      method: "PUT",
      token: malloryToken,
      body: { email: target.email },
    });
    expect(res.status).toBe(403);
    const grant = await callFunction("grantAdmin", { email: target.email }, malloryToken);
    expect(grant.error?.status).toBe("PERMISSION_DENIED");
  });
});

describe("a revocation with no pause before it", () => {
  // The tokens are minted, and the role revoked at once: no sleep to step over the second the
  // revocation check compares, so the old token still says `admin: true` and is not revoked.
  let revoked: TestAccount;
  let session: Session;
  let bossToken: string;

  beforeAll(async () => {
    const boss = await createAccount("mirror-boss", { admin: true });
    revoked = await createAccount("mirror-revoked", { admin: true });
    bossToken = await idToken(boss);
    session = await signIn(revoked);
    const { result } = await callFunction("revokeAdmin", { email: revoked.email }, bossToken);
    expect(result).toEqual({ modifiedCount: 1 });
  });

  it("leaves a token that still carries the claim and is not revoked (the attack's premise)", async () => {
    expect(tokenClaims(session.idToken).admin).toBe(true);
    await expect(adminAuth().verifyIdToken(session.idToken, true)).resolves.toMatchObject({
      admin: true,
    });
  });

  it("that token cannot re-grant the role through PUT /users/admin or grantAdmin", async () => {
    const regrant = await api("/users/admin", {
      method: "PUT",
      token: session.idToken,
      body: { email: revoked.email },
    });
    expect(regrant.status).toBe(403);
    const callable = await callFunction("grantAdmin", { email: revoked.email }, session.idToken);
    expect(callable.error?.status).toBe("PERMISSION_DENIED");
    const other = await callFunction("grantAdmin", { email: target.email }, session.idToken);
    expect(other.error?.status).toBe("PERMISSION_DENIED");
    expect(await adminState(revoked)).toEqual({ claim: false, mirror: false });
  });

  it("that token reads only its own orders through GET /orders", async () => {
    const res = await api("/orders", { token: session.idToken });
    expect(res.status).toBe(200);
    const uids = (res.body as { uid: string }[]).map((order) => order.uid);
    expect(uids.filter((uid) => uid !== revoked.uid)).toEqual([]);
  });

  it("the rules refuse that token what only admins may read, and allow a real admin", async () => {
    expect(await listAs(session.idToken, "orders")).toBe(403);
    expect(await listAs(session.idToken, "adminGrants")).toBe(403);
    expect(await listAs(bossToken, "orders")).toBe(200);
    expect(await listAs(bossToken, "adminGrants")).toBe(200);
  });

  it("keeps the session: the refresh token still works and gives a token without the claim", async () => {
    const renewed = await refreshIdToken(session.refreshToken);
    expect(tokenClaims(renewed).admin).toBeUndefined();
    await expect(adminAuth().verifyIdToken(renewed, true)).resolves.toMatchObject({
      uid: revoked.uid,
    });
    // Signed in as a customer: their own orders and profile, no admin access.
    const orders = await api("/orders", { token: renewed });
    expect(orders.status).toBe(200);
    expect((orders.body as { uid: string }[]).filter((o) => o.uid !== revoked.uid)).toEqual([]);
    const self = await api(`/users/${encodeURIComponent(revoked.email)}`, { token: renewed });
    expect(self).toMatchObject({ status: 200, body: { admin: false } });
    expect(
      (
        await api("/users/admin", {
          method: "PUT",
          token: renewed,
          body: { email: revoked.email },
        })
      ).status,
    ).toBe(403);
    expect(await listAs(renewed, "orders")).toBe(403);
  });
  it("a real admin (claim and mirror) still changes roles, so the refusals above are not blanket", async () => {
    const boss = await createAccount("mirror-boss2", { admin: true });
    const res = await api("/users/admin", {
      method: "PUT",
      token: await idToken(boss),
      body: { email: target.email },
    });
    expect(res.status).toBe(200);
    expect(await adminState(target)).toEqual({ claim: true, mirror: true });
  });
});
