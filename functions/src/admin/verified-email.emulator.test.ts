/**
 * The admin role goes only to an account that proved it owns its email address. The attack: sign
 * up first with a future colleague's address (or a shared mailbox), never verify it, and wait for
 * an admin to grant that address. grantAdmin and PUT /users/admin refuse, and write nothing; the
 * same account can be granted once it has followed its verification link. Google accounts arrive
 * verified.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";
import {
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  verificationLinks,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, callFunction } from "../../../tests/support/api.ts";

let adminToken: string;

beforeAll(async () => {
  adminToken = await idToken(await createAccount("verify-admin", { admin: true }));
});

/** Everything a grant writes: the claim, the mirror, the audit entries. */
async function written(uid: string) {
  const claims = (await adminAuth().getUser(uid)).customClaims ?? {};
  const mirror = await adminDb().doc(`users/${uid}`).get();
  const audit = await adminDb().collection("adminGrants").where("target", "==", uid).get();
  return {
    claim: claims.admin === true,
    mirror: mirror.get("admin") === true,
    audit: audit.size,
  };
}

const NOTHING = { claim: false, mirror: false, audit: 0 };

/** Asks the Auth emulator to send `account` its verification link, as the web SDK does. */
async function sendVerification(account: TestAccount): Promise<void> {
  const res = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ requestType: "VERIFY_EMAIL", idToken: await idToken(account) }),
    },
  );
  expect(res.status).toBe(200);
}

describe("an account whose email address is not verified", () => {
  let squatter: TestAccount;

  beforeAll(async () => {
    squatter = await createAccount("verify-squatter", { verified: false });
  });

  it("is refused by grantAdmin with failed-precondition and the message, nothing written", async () => {
    const { result, error } = await callFunction(
      "grantAdmin",
      { email: squatter.email },
      adminToken,
    );
    expect(result).toBeUndefined();
    expect(error).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: `${squatter.email} has not verified their email address yet`,
    });
    expect(await written(squatter.uid)).toEqual(NOTHING);
    // No profile was created for it either.
    expect((await adminDb().doc(`users/${squatter.uid}`).get()).exists).toBe(false);
  });

  it("is refused by PUT /users/admin with 409 and a problem body, nothing written", async () => {
    const res = await api("/users/admin", {
      method: "PUT",
      token: adminToken,
      body: { email: squatter.email },
    });
    expect(res.status).toBe(409);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toEqual({
      type: "about:blank",
      title: "Conflict",
      status: 409,
      detail: `${squatter.email} has not verified their email address yet`,
    });
    expect(await written(squatter.uid)).toEqual(NOTHING);
  });

  it("can be granted once it followed its verification link", async () => {
    const owner = await createAccount("verify-owner", { verified: false });
    await sendVerification(owner);
    const [link] = await verificationLinks(owner.email);
    expect(link).toBeDefined();
    // Following the link, as the mail's recipient would: the Auth emulator applies the code.
    const followed = await fetch(link ?? "");
    expect(followed.ok).toBe(true);
    expect((await adminAuth().getUser(owner.uid)).emailVerified).toBe(true);

    const { result } = await callFunction("grantAdmin", { email: owner.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 1 });
    expect(await written(owner.uid)).toEqual({ claim: true, mirror: true, audit: 1 });
  });

  it("can still lose the role (made admin by the CLI): revoking does not ask for verification", async () => {
    const cliMade = await createAccount("verify-cli-made", { admin: true, verified: false });
    const { result } = await callFunction("revokeAdmin", { email: cliMade.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 1 });
    expect((await adminAuth().getUser(cliMade.uid)).customClaims?.admin).toBeUndefined();
  });
});

describe("a Google account (verified by Google)", () => {
  it("can be granted through grantAdmin and PUT /users/admin", async () => {
    const accounts = [0, 1].map(() => {
      const id = randomUUID().slice(0, 8);
      return { uid: `google-${id}`, email: `google-${id}@agency.test` };
    });
    const imported = await adminAuth().importUsers(
      accounts.map(({ uid, email }) => ({
        uid,
        email,
        emailVerified: true,
        displayName: "Gina Google",
        providerData: [
          { providerId: "google.com", uid: `g-${uid}`, email, displayName: "Gina Google" },
        ],
      })),
    );
    expect(imported.failureCount).toBe(0);
    const [viaCallable, viaRest] = accounts;
    if (!viaCallable || !viaRest) throw new Error("two accounts expected");
    const user = await adminAuth().getUser(viaCallable.uid);
    expect(user.providerData.map((p) => p.providerId)).toEqual(["google.com"]);

    const { result } = await callFunction("grantAdmin", { email: viaCallable.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 1 });
    expect(await written(viaCallable.uid)).toEqual({ claim: true, mirror: true, audit: 1 });

    const res = await api("/users/admin", {
      method: "PUT",
      token: adminToken,
      body: { email: viaRest.email },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    expect(await written(viaRest.uid)).toEqual({ claim: true, mirror: true, audit: 1 });
  });
});
