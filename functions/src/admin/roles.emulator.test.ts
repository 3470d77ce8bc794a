/**
 * setAdminRole against the Auth and Firestore emulators, in a project of its own so the
 * "last admin" rule can be tested without touching the app's seed admin.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../../scripts/lib/config.ts";
import {
  adminAuth,
  adminDb,
  createAccount,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { RoleError, setAdminRole } from "./roles";

const PROJECT = `${PROJECT_ID}-roles`;
const services = () => ({ auth: adminAuth(PROJECT), db: adminDb(PROJECT) });

async function clearProject(): Promise<void> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST } = process.env;
  await fetch(
    `http://${FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  await fetch(`http://${FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/accounts`, {
    method: "DELETE",
  });
}

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
  await clearProject();
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
    expect(result).toEqual({ uid: target.uid, modifiedCount: 1 });
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

  it("revokes: removes only the admin claim, revokes refresh tokens, mirrors and audits", async () => {
    await setAdminRole(services(), { email: target.email, grant: true, by: owner.uid });
    const before = await adminAuth(PROJECT).getUser(target.uid);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await setAdminRole(services(), {
      email: target.email,
      grant: false,
      by: owner.uid,
    });
    expect(result.modifiedCount).toBe(1);
    const after = await adminAuth(PROJECT).getUser(target.uid);
    expect(after.customClaims).toEqual({ plan: "gold" });
    expect(Date.parse(after.tokensValidAfterTime ?? "")).toBeGreaterThan(
      Date.parse(before.tokensValidAfterTime ?? ""),
    );
    expect((await adminDb(PROJECT).doc(`users/${target.uid}`).get()).get("admin")).toBe(false);
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

  it("reports an unknown email as not-found", async () => {
    const attempt = setAdminRole(services(), {
      email: "nobody@agency.test",
      grant: true,
      by: owner.uid,
    });
    await expect(attempt).rejects.toBeInstanceOf(RoleError);
    await expect(attempt).rejects.toMatchObject({ code: "not-found" });
  });
});
