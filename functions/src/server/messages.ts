/**
 * Storing a contact message: the one implementation behind POST /messages and the contact form's
 * server action, in one transaction with the client address's counter and the form token's use.
 */
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { clientCounterId, readHourlyCounter, writeHourlyCounter } from "../shared/counter";
import { formTokenUseId, type ValidFormToken } from "../shared/form-token";
import { GRPC, hasCode } from "../shared/grpc";
import { RATE_LIMITS, type CounterStep } from "../shared/limits";
import { serverWriters } from "../shared/registry";
import { runTransaction } from "./transaction";
import type { MessageInput } from "../shared/schemas";

export type MessageStored =
  { stored: string } | { refused: Extract<CounterStep, { step: "refused" }> } | { replayed: true };

export interface MessageToStore {
  message: MessageInput;
  /** The client address the message counts against. */
  address: string;
  appCheckVerified: boolean;
  /** A second use from the same address is `replayed`. */
  token?: ValidFormToken | null;
  /** Nothing is written once aborted. */
  signal?: AbortSignal;
}

/** Stores the message (`stored`, its id), or says why not: the budget is used up, or a replay. */
export async function storeMessage(
  db: Firestore,
  { message, address, appCheckVerified, token, signal }: MessageToStore,
): Promise<MessageStored> {
  const counterRef = db.collection(serverWriters.clientLimits.name).doc(clientCounterId(address));
  const ref = db.collection(serverWriters.messages.name).doc();
  const use = token && {
    ref: db.collection(serverWriters.formTokenUses.name).doc(formTokenUseId(token.nonce, address)),
    expireAt: new Date(token.expiresAt),
  };
  try {
    return await runTransaction(db, async (tx): Promise<MessageStored> => {
      if (use && (await tx.get(use.ref)).exists) return { replayed: true };
      const limit = RATE_LIMITS.messagesPerHourPerClient;
      const counting = await readHourlyCounter(tx, counterRef, limit);
      if (counting.step.step === "refused") return { refused: counting.step };
      signal?.throwIfAborted();
      const now = FieldValue.serverTimestamp();
      tx.create(ref, serverWriters.messages.write({ message, appCheckVerified }, now));
      if (use) {
        tx.create(
          use.ref,
          serverWriters.formTokenUses.write({ message: ref.id, expireAt: use.expireAt }, now),
        );
      }
      writeHourlyCounter(tx, counting, ref.id, now, true);
      return { stored: ref.id };
    });
  } catch (error) {
    // The same token from the same address, committed by another post meanwhile.
    if (use && hasCode(error, GRPC.ALREADY_EXISTS)) return { replayed: true };
    throw error;
  }
}
