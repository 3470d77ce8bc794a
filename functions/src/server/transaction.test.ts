import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { isClosedTransaction, runTransaction } from "./transaction";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), {
  code: 3,
  details: "Transaction is invalid or closed.",
});
const invalid = Object.assign(new Error("3 INVALID_ARGUMENT: a field is not valid"), { code: 3 });

/** A database whose transactions fail with `failures` in turn, then answer "done". */
function fakeDb(failures: Error[]) {
  let calls = 0;
  const db = {
    runTransaction: () => {
      calls += 1;
      const failure = failures.shift();
      return failure === undefined ? Promise.resolve("done") : Promise.reject(failure);
    },
  } as unknown as Pick<Firestore, "runTransaction">;
  return { db, calls: () => calls };
}

describe("runTransaction", () => {
  it("runs a transaction the emulator closed again, until it commits", async () => {
    const { db, calls } = fakeDb([closed, closed]);
    await expect(runTransaction(db, () => Promise.resolve("unused"))).resolves.toBe("done");
    expect(calls()).toBe(3);
  });

  it("gives up after the attempts allowed, with the last error", async () => {
    const { db, calls } = fakeDb([closed, closed, closed]);
    await expect(runTransaction(db, () => Promise.resolve(1), 3)).rejects.toBe(closed);
    expect(calls()).toBe(3);
  });

  it("passes any other error on at once", async () => {
    const { db, calls } = fakeDb([invalid]);
    await expect(runTransaction(db, () => Promise.resolve(1))).rejects.toBe(invalid);
    expect(calls()).toBe(1);
  });

  it("tells the closed transaction from other INVALID_ARGUMENT errors", () => {
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction(invalid)).toBe(false);
    expect(isClosedTransaction(new Error("Transaction is invalid or closed."))).toBe(false);
  });
});
