/**
 * `db.runTransaction`, run again when the Firestore emulator closes a transaction that lost a race
 * to another: it answers INVALID_ARGUMENT "Transaction is invalid or closed" (firebase-tools
 * #4473, #6758) where Firestore answers ABORTED, which the SDK retries by itself. A closed
 * transaction committed nothing, so running it again is what Firestore's retry would do.
 */
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { GRPC, hasCode } from "../shared/grpc";

/** Whether `error` is the emulator's answer to a transaction it closed. */
export function isClosedTransaction(error: unknown): boolean {
  if (!hasCode(error, GRPC.INVALID_ARGUMENT)) return false;
  const { details, message } = error as { details?: unknown; message?: unknown };
  return /Transaction is invalid or closed/.test(`${String(details)} ${String(message)}`);
}

export async function runTransaction<T>(
  db: Pick<Firestore, "runTransaction">,
  update: (tx: Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (attempt >= attempts || !isClosedTransaction(error)) throw error;
    }
  }
}
