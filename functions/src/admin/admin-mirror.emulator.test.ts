/**
 * The REST API and the callables apply the rules' admin test: the token's `admin` claim AND the
 * server-written mirror users/{uid}.admin. The attacks: a token that carries the claim without
 * the mirror (a role change that failed half-way), and a token minted in the same second as a
 * revocation (the revocation check compares whole seconds, so it still passes it).
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  tokenClaims,
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

describe("a token minted in the second of its revocation", () => {
  it("cannot re-grant the role, with no pause between token and revocation", async () => {
    const boss = await createAccount("mirror-boss", { admin: true });
    const revoked = await createAccount("mirror-revoked", { admin: true });
    const bossToken = await idToken(boss);
    // Minted now, while still an admin; revoked at once (no sleep to step over the second).
    const revokedToken = await idToken(revoked);
    const { result } = await callFunction("revokeAdmin", { email: revoked.email }, bossToken);
    expect(result).toEqual({ modifiedCount: 1 });

    const regrant = await api("/users/admin", {
      method: "PUT",
      token: revokedToken,
      body: { email: revoked.email },
    });
    // 401 when the revocation check catches the token, 403 when only the mirror does.
    expect([401, 403]).toContain(regrant.status);
    const callable = await callFunction("grantAdmin", { email: revoked.email }, revokedToken);
    expect(["UNAUTHENTICATED", "PERMISSION_DENIED"]).toContain(callable.error?.status);
    expect(await adminState(revoked)).toEqual({ claim: false, mirror: false });
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
