/**
 * A deleted account's tokens write nothing. deleteAccount records the uid in
 * deletedAccounts/{uid} (functions/src/account/deletion.ts) while an ID token of the account may
 * still be valid for up to an hour: every write the policy grants customer A (policy.ts) is
 * refused once A is recorded as deleted, and customer B, who is not, keeps every write of theirs.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, setDoc, Timestamp, type Firestore } from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { useRulesEnvironment } from "./env.ts";
import { customerA, customerB } from "./fixtures.ts";
import { attempt, CELLS, type Cell } from "./policy.ts";

const suite = useRulesEnvironment();

const WRITES = new Set(["create", "update", "delete"]);
const grantedWrites = (name: Cell["actor"]["name"]) =>
  CELLS.filter(
    (cell) => cell.actor.name === name && WRITES.has(cell.operation) && cell.expected === "allow",
  );

beforeEach(async () => {
  await suite.env().withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore() as unknown as Firestore, `deletedAccounts/${customerA.uid}`), {
      deletedAt: Timestamp.now(),
    }),
  );
});

describe("a deleted account's token", () => {
  it("had writes to lose: the policy grants customer A bookings, reviews, a profile and counters", () => {
    expect(grantedWrites("customer A").map((c) => `${c.collection} ${c.operation}`)).toEqual([
      "reviews create",
      "reviews delete",
      "orders create",
      "orders delete",
      "users create",
      "users update",
      "limits create",
      "limits update",
    ]);
  });

  it.each(grantedWrites("customer A").map((cell) => [cell.collection, cell.operation, cell]))(
    "is refused %s %s",
    async (_collection, _operation, cell) => {
      await assertFails(attempt(suite, cell, customerA));
    },
  );

  it.each(grantedWrites("customer B").map((cell) => [cell.collection, cell.operation, cell]))(
    "leaves another account its %s %s",
    async (_collection, _operation, cell) => {
      await assertSucceeds(attempt(suite, cell, customerB));
    },
  );
});
