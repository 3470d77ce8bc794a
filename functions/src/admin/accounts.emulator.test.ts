/**
 * describeAccounts through the Functions emulator (callable protocol), as Manage Reviews calls
 * it: admins only, valid input only, and what the Auth service knows of each account.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminAuth,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { callFunction } from "../../../tests/support/api.ts";
import { ACCOUNTS_PER_CALL, type AccountSummary } from "../shared/schemas";

let admin: TestAccount;
let customer: TestAccount;
let unverified: TestAccount;
let adminToken: string;

beforeAll(async () => {
  [admin, customer, unverified] = await Promise.all([
    createAccount("accounts-admin", { admin: true }),
    createAccount("accounts-customer"),
    createAccount("accounts-unverified", { verified: false }),
  ]);
  adminToken = await idToken(admin);
});

describe("describeAccounts", () => {
  it("tells an admin each account's address, verification, providers and age", async () => {
    const gone = await createAccount("accounts-gone");
    await adminAuth().deleteUser(gone.uid);
    const before = Date.now();
    const { result, error } = await callFunction(
      "describeAccounts",
      { uids: [unverified.uid, customer.uid, gone.uid] },
      adminToken,
    );
    expect(error).toBeUndefined();
    const { accounts } = result as { accounts: AccountSummary[] };
    expect(accounts.map((account) => account.uid)).toEqual([
      unverified.uid,
      customer.uid,
      gone.uid,
    ]);
    expect(accounts[0]).toMatchObject({
      exists: true,
      email: unverified.email,
      emailVerified: false,
      providers: ["password"],
      disabled: false,
    });
    expect(accounts[1]).toMatchObject({ exists: true, email: customer.email, emailVerified: true });
    // Created by this suite, moments ago.
    const created = Date.parse(accounts[1]?.createdAt ?? "");
    expect(before - created).toBeLessThan(10 * 60_000);
    expect(accounts[2]).toMatchObject({ uid: gone.uid, exists: false, email: "" });
  });

  it("refuses a customer and a caller without a session", async () => {
    const asCustomer = await callFunction(
      "describeAccounts",
      { uids: [admin.uid] },
      await idToken(customer),
    );
    expect(asCustomer.error?.status).toBe("PERMISSION_DENIED");
    expect(asCustomer.result).toBeUndefined();
    const anonymous = await callFunction("describeAccounts", { uids: [admin.uid] });
    expect(anonymous.error?.status).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["no uids", {}],
    ["an empty list", { uids: [] }],
    ["a number", { uids: [42] }],
    ["too many", { uids: Array.from({ length: ACCOUNTS_PER_CALL + 1 }, (_, n) => `u${n}`) }],
    ["an extra key", { uids: ["a"], all: true }],
  ])("refuses %s with invalid-argument", async (_what, data) => {
    const { error } = await callFunction("describeAccounts", data, adminToken);
    expect(error?.status).toBe("INVALID_ARGUMENT");
  });
});
