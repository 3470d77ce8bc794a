/**
 * setAdminRole against the Auth and Firestore emulators, in a project of its own so the
 * "last admin" rule can be tested without touching the app's seed admin.
 */
import type { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../../scripts/lib/config.ts";
import {
  adminAuth,
  adminDb,
  clearProject,
  createAccount,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { RoleError, setAdminRole } from "./roles";

const PROJECT = `${PROJECT_ID}-roles`;
const services = () => ({ auth: adminAuth(PROJECT), db: adminDb(PROJECT) });

async function audit(target: string) {
  const entries = await adminDb(PROJECT)
    .collection("adminGrants")
    .where("target", "==", target)
    .get();
  return entries.docs.map((d) => d.data());
}

let owner: TestAccount;
let target: TestAccount;

beforeEach(async () => {
  await clearProject(PROJECT);
  owner = await createAccount("owner", { admin: true, projectId: PROJECT });
  target = await createAccount("target", { projectId: PROJECT });
  await adminAuth(PROJECT).setCustomUserClaims(target.uid, { plan: "gold" });
});

describe("setAdminRole", () => {
  it("grants: merges the claim, mirrors it with claimsUpdatedAt and audits", async () => {
    const result = await setAdminRole(services(), {
      email: target.email,
      grant: true,
      by: owner.uid,
    });
    expect(result).toEqual({ uid: target.uid, modifiedCount: 1, emailVerified: true });
    const user = await adminAuth(PROJECT).getUser(target.uid);
    expect(user.customClaims).toEqual({ plan: "gold", admin: true });
    const mirror = await adminDb(PROJECT).doc(`users/${target.uid}`).get();
    expect(mirror.get("admin")).toBe(true);
    expect(mirror.get("claimsUpdatedAt")).toBeDefined();
    expect(await audit(target.uid)).toMatchObject([
      { by: owner.uid, target: target.uid, action: "grant" },
    ]);
  });

  it("answers 0 for an existing admin and writes nothing more", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    const again = await setAdminRole(services(), {
      email: target.email,
      grant: true,
      by: owner.uid,
    });
    expect(again.modifiedCount).toBe(0);
    expect(await audit(target.uid)).toHaveLength(1);
  });

  it("revokes: removes only the admin claim, mirrors and audits, and leaves the session alone", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    const before = await adminAuth(PROJECT).getUser(target.uid);
    const granted = await adminDb(PROJECT).doc(`users/${target.uid}`).get();
    const result = await setAdminRole(services(), {
      email: target.email,
      grant: false,
      by: owner.uid,
    });
    expect(result.modifiedCount).toBe(1);
    const after = await adminAuth(PROJECT).getUser(target.uid);
    expect(after.customClaims).toEqual({ plan: "gold" });
    // The refresh tokens are not revoked: the user stays signed in, as a customer.
    expect(after.tokensValidAfterTime).toBe(before.tokensValidAfterTime);
    const mirror = await adminDb(PROJECT).doc(`users/${target.uid}`).get();
    expect(mirror.get("admin")).toBe(false);
    // claimsUpdatedAt moves (after the claim is gone), so the user's browser refreshes its token.
    const changedAt = (snapshot: typeof mirror) =>
      (snapshot.get("claimsUpdatedAt") as Timestamp).toMillis();
    expect(changedAt(mirror)).toBeGreaterThan(changedAt(granted));
    expect((await audit(target.uid)).map((e) => String(e.action)).sort()).toEqual([
      "grant",
      "revoke",
    ]);
  });

  it("answers 0 when revoking a user who is not an admin", async () => {
    const result = await setAdminRole(services(), {
      email: target.email,
      grant: false,
      by: owner.uid,
    });
    expect(result.modifiedCount).toBe(0);
    expect(await audit(target.uid)).toHaveLength(0);
  });

  it("refuses to remove the last admin", async () => {
    await expect(
      setAdminRole(services(), { email: owner.email, grant: false, by: owner.uid }),
    ).rejects.toMatchObject({ code: "failed-precondition" });
    expect((await adminAuth(PROJECT).getUser(owner.uid)).customClaims).toEqual({ admin: true });
    expect((await adminDb(PROJECT).doc(`users/${owner.uid}`).get()).get("admin")).toBe(true);
  });

  it("lets an admin step down while another admin remains", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    const result = await setAdminRole(services(), {
      email: owner.email,
      grant: false,
      by: owner.uid,
    });
    expect(result.modifiedCount).toBe(1);
  });

  it("refuses to grant an account whose email address is not verified, writing nothing", async () => {
    const unverified = await createAccount("unverified", { verified: false, projectId: PROJECT });
    const attempt = setAdminRole(services(), {
      email: unverified.email,
      grant: true,
      by: owner.uid,
    });
    await expect(attempt).rejects.toBeInstanceOf(RoleError);
    await expect(attempt).rejects.toMatchObject({
      code: "failed-precondition",
      message: `${unverified.email} has not verified their email address yet`,
    });
    expect((await adminAuth(PROJECT).getUser(unverified.uid)).customClaims).toBeUndefined();
    expect((await adminDb(PROJECT).doc(`users/${unverified.uid}`).get()).exists).toBe(false);
    expect(await audit(unverified.uid)).toHaveLength(0);
  });

  it("grants an unverified account only when asked to (the CLI), and says it is unverified", async () => {
    const unverified = await createAccount("cli-only", { verified: false, projectId: PROJECT });
    const result = await setAdminRole(services(), {
      email: unverified.email,
      grant: true,
      by: "cli",
      allowUnverified: true,
    });
    expect(result).toEqual({ uid: unverified.uid, modifiedCount: 1, emailVerified: false });
    expect((await adminAuth(PROJECT).getUser(unverified.uid)).customClaims).toEqual({
      admin: true,
    });
  });

  it("changes nothing when the address belongs to another account than the one expected", async () => {
    const attempt = setAdminRole(services(), {
      email: target.email,
      grant: true,
      by: "cli",
      uid: "uid-shown-earlier",
    });
    await expect(attempt).rejects.toMatchObject({
      code: "failed-precondition",
      message: `${target.email} now belongs to another account (uid ${target.uid}, not uid-shown-earlier)`,
    });
    expect((await adminAuth(PROJECT).getUser(target.uid)).customClaims).toEqual({ plan: "gold" });
    expect((await adminDb(PROJECT).doc(`users/${target.uid}`).get()).exists).toBe(false);
    expect(await audit(target.uid)).toHaveLength(0);

    // The account expected: granted.
    await expect(
      setAdminRole(services(), { email: target.email, grant: true, by: "cli", uid: target.uid }),
    ).resolves.toMatchObject({ uid: target.uid, modifiedCount: 1 });
  });

  it("reports an unknown email as not-found", async () => {
    const attempt = setAdminRole(services(), {
      email: "nobody@agency.test",
      grant: true,
      by: owner.uid,
    });
    await expect(attempt).rejects.toBeInstanceOf(RoleError);
    await expect(attempt).rejects.toMatchObject({ code: "not-found" });
  });

  it("retries a claim update that fails after the mirror was switched off: both end up off", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    const real = adminAuth(PROJECT);
    let failures = 1;
    // The Auth service fails once where a revocation removes the claim, then works again.
    const flaky = new Proxy(real, {
      get(auth, key, receiver) {
        if (key === "setCustomUserClaims") {
          return (uid: string, claims: object | null) => {
            if (failures-- > 0) return Promise.reject(new Error("auth/internal-error"));
            return auth.setCustomUserClaims(uid, claims);
          };
        }
        const value: unknown = Reflect.get(auth, key, receiver);
        return typeof value === "function" ? (value.bind(auth) as unknown) : value;
      },
    });
    const result = await setAdminRole(
      { auth: flaky, db: adminDb(PROJECT) },
      { email: target.email, grant: false, by: owner.uid },
    );
    expect(result.modifiedCount).toBe(1);
    expect(failures).toBe(-1);
    expect((await adminAuth(PROJECT).getUser(target.uid)).customClaims).toEqual({ plan: "gold" });
    expect((await adminDb(PROJECT).doc(`users/${target.uid}`).get()).get("admin")).toBe(false);
  });

  it("completes a revocation left half-done (claim still on, mirror off) when run again", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    await adminDb(PROJECT).doc(`users/${target.uid}`).set({ admin: false }, { merge: true });
    const result = await setAdminRole(services(), {
      email: target.email,
      grant: false,
      by: owner.uid,
    });
    expect(result.modifiedCount).toBe(1);
    expect((await adminAuth(PROJECT).getUser(target.uid)).customClaims).toEqual({ plan: "gold" });
  });

  it("counts only admins who can still sign in: a deleted or disabled admin's mirror does not count", async () => {
    const ghost = await createAccount("ghost", { admin: true, projectId: PROJECT });
    const sleeper = await createAccount("sleeper", { admin: true, projectId: PROJECT });
    // The ghost deleted their own account (the mirror stays); the sleeper's account is disabled.
    await adminAuth(PROJECT).deleteUser(ghost.uid);
    await adminAuth(PROJECT).updateUser(sleeper.uid, { disabled: true });
    const attempt = setAdminRole(services(), { email: owner.email, grant: false, by: owner.uid });
    await expect(attempt).rejects.toMatchObject({ code: "failed-precondition" });
    expect((await adminAuth(PROJECT).getUser(owner.uid)).customClaims).toEqual({ admin: true });
    expect((await adminDb(PROJECT).doc(`users/${owner.uid}`).get()).get("admin")).toBe(true);

    // With a second admin who can sign in, the owner may step down.
    await adminAuth(PROJECT).updateUser(sleeper.uid, { disabled: false });
    await expect(
      setAdminRole(services(), { email: owner.email, grant: false, by: owner.uid }),
    ).resolves.toMatchObject({ modifiedCount: 1 });
  });
});
