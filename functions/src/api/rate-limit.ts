/**
 * Hourly write limits in the REST API (shared/limits.ts). A counter is read in the transaction
 * that writes the document, so concurrent requests cannot both take a window's last place.
 */
import type { Request } from "express";
import { FieldValue, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import {
  clientCounterId,
  readHourlyCounter,
  writeHourlyCounter,
  type Counting as CounterReading,
} from "../shared/counter";
import {
  limitMessage,
  PER_USER_LIMITS,
  RATE_LIMITS,
  retryAfterSeconds,
  type CountedKind,
} from "../shared/limits";
import { registry, serverWriters } from "../shared/registry";
import {
  addressTrustFromEnv,
  clientAddressOf,
  compileTrust,
  type AddressTrust,
  type CompiledTrust,
} from "./client-address";
import { Problem } from "./problem";

export { clientCounterId };

type Limited = "messages" | "images" | CountedKind;

export type Counting = CounterReading<DocumentReference>;

/** Reads `ref` in `tx`, before its writes; a 429 Problem with Retry-After when the window is full. */
export async function readCounter(
  tx: Transaction,
  ref: DocumentReference,
  kind: Limited,
  limit: number,
): Promise<Counting> {
  const counting = await readHourlyCounter(tx, ref, limit);
  const { step } = counting;
  if (step.step === "refused") {
    throw new Problem(429, limitMessage(kind, step.count), undefined, {
      "Retry-After": String(retryAfterSeconds(step.retryAfterMs)),
    });
  }
  return counting;
}

export function writeCounter(tx: Transaction, counting: Counting, docId: string): void {
  writeHourlyCounter(tx, counting, docId, FieldValue.serverTimestamp());
}

/** The user's counter of `kind`: the document the web client steps too. */
export function userCounter(uid: string, kind: CountedKind | "images"): DocumentReference {
  return db()
    .collection(registry.users.name)
    .doc(uid)
    .collection(serverWriters.limits.name)
    .doc(kind);
}

/** Counts `count` uploads of the user, each in its own transaction; `source` is the `last`. */
export async function countUploads(uid: string, count: number, source: string): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db().runTransaction(async (tx) => {
      const limit = RATE_LIMITS.imageUploadsPerHour;
      const counting = await readCounter(tx, userCounter(uid, "images"), "images", limit);
      writeCounter(tx, counting, source);
    });
  }
}

export function readUserCounter(tx: Transaction, uid: string, kind: CountedKind) {
  return readCounter(tx, userCounter(uid, kind), kind, PER_USER_LIMITS[kind]);
}

const trusts = new WeakMap<object, CompiledTrust>();
let processTrust: CompiledTrust | undefined;

/** Sets how `app` finds a request's client address (client-address.ts); createApp calls it. */
export function setAddressTrust(app: object, trust: AddressTrust): void {
  trusts.set(app, compileTrust(trust));
}

/** The client address a request counts against (client-address.ts). */
export function clientAddress(req: Request): string {
  const compiled = trusts.get(req.app) ?? (processTrust ??= compileTrust(addressTrustFromEnv()));
  return clientAddressOf(
    { forwardedFor: req.get("x-forwarded-for"), socketAddress: req.socket.remoteAddress },
    compiled,
  );
}
