/**
 * grantAdmin and revokeAdmin through the Functions emulator (callable protocol), as the
 * Make Admin page calls them. The last-admin rule is covered in roles.emulator.test.ts.
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

let admin: TestAccount;
let customer: TestAccount;
let target: TestAccount;
let adminToken: string;

beforeAll(async () => {
  admin = await createAccount("callable-admin", { admin: true });
  customer = await createAccount("callable-customer");
  target = await createAccount("callable-target");
  await adminAuth().setCustomUserClaims(target.uid, { plan: "gold" });
  adminToken = await idToken(admin);
});

async function grantsFor(uid: string): Promise<string[]> {
  const entries = await adminDb().collection("adminGrants").where("target", "==", uid).get();
  return entries.docs.map((d) => `${String(d.get("action"))} by ${String(d.get("by"))}`).sort();
}

describe("grantAdmin / revokeAdmin", () => {
  it("grants the role; the target's next token carries it and other claims survive", async () => {
    const { result } = await callFunction("grantAdmin", { email: target.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 1 });
    const claims = tokenClaims(await idToken(target));
    expect(claims.admin).toBe(true);
    expect(claims.plan).toBe("gold");
    expect((await adminDb().doc(`users/${target.uid}`).get()).get("admin")).toBe(true);
    expect(await grantsFor(target.uid)).toEqual([`grant by ${admin.uid}`]);
  });

  it("answers modifiedCount 0 when the user already is an admin", async () => {
    const { result } = await callFunction("grantAdmin", { email: target.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 0 });
    expect(await grantsFor(target.uid)).toHaveLength(1);
  });

  it("revokes the role; the target's old token keeps the session but loses admin access", async () => {
    await adminDb().collection("orders").add({
      name: "Callable Customer",
      email: customer.email,
      phoneNumber: "+1 555 0100",
      address: "1 Customer Street",
      serviceName: "Web Design",
      serviceId: "web-design",
      uid: customer.uid,
      status: "pending",
      createdAt: new Date(),
    });
    const targetToken = await idToken(target);
    const { result } = await callFunction("revokeAdmin", { email: target.email }, adminToken);
    expect(result).toEqual({ modifiedCount: 1 });
    const claims = (await adminAuth().getUser(target.uid)).customClaims;
    expect(claims).toEqual({ plan: "gold" });
    // Still signed in (the token is not revoked), but a customer: only their own orders...
    const orders = await api("/orders", { token: targetToken });
    expect(orders.status).toBe(200);
    expect((orders.body as { uid: string }[]).filter((o) => o.uid !== target.uid)).toEqual([]);
    // ...and no admin action.
    const regrant = await api("/users/admin", {
      method: "PUT",
      token: targetToken,
      body: { email: target.email },
    });
    expect(regrant.status).toBe(403);
    expect(tokenClaims(await idToken(target)).admin).toBeUndefined();
    expect(await grantsFor(target.uid)).toEqual([
      `grant by ${admin.uid}`,
      `revoke by ${admin.uid}`,
    ]);
  });

  it("refuses a customer with permission-denied", async () => {
    const { error } = await callFunction(
      "grantAdmin",
      { email: customer.email },
      await idToken(customer),
    );
    expect(error?.status).toBe("PERMISSION_DENIED");
    expect(tokenClaims(await idToken(customer)).admin).toBeUndefined();
  });

  it("refuses an anonymous caller with unauthenticated", async () => {
    const { error } = await callFunction("grantAdmin", { email: customer.email });
    expect(error?.status).toBe("UNAUTHENTICATED");
  });

  it.each([["not-an-email"], [""], [42]])("refuses %j as invalid-argument", async (email) => {
    const { error } = await callFunction("grantAdmin", { email }, adminToken);
    expect(error?.status).toBe("INVALID_ARGUMENT");
  });

  it("refuses extra fields as invalid-argument", async () => {
    const { error } = await callFunction(
      "revokeAdmin",
      { email: target.email, force: true },
      adminToken,
    );
    expect(error?.status).toBe("INVALID_ARGUMENT");
  });

  it("reports an unknown email as not-found", async () => {
    const { error } = await callFunction(
      "grantAdmin",
      { email: "nobody-here@agency.test" },
      adminToken,
    );
    expect(error?.status).toBe("NOT_FOUND");
  });

  it("refuses an admin whose tokens were revoked", async () => {
    const other = await createAccount("callable-revoked-admin", { admin: true });
    const staleToken = await idToken(other);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(other.uid);
    const { error } = await callFunction("grantAdmin", { email: customer.email }, staleToken);
    expect(error?.status).toBe("UNAUTHENTICATED");
    expect(tokenClaims(await idToken(customer)).admin).toBeUndefined();
  });
});
