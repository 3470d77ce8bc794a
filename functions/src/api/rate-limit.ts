/**
 * Hourly write limits in the REST API (functions/src/shared/limits.ts). A counted write reads its
 * counter in the same transaction as it writes the document, so concurrent requests cannot both
 * take the last place in a window; the per-user counters are the documents the web client steps
 * under firestore.rules, so a user has one budget whichever path they write through.
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

/**
 * Reads `ref` in `tx` (before any write of the transaction) and decides the next step for one
 * more write of `kind`; a 429 Problem, with when to come back, when the window is full.
 */
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

/** Writes the counter's step in `tx`, for the document `docId`. */
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

/**
 * Counts `count` uploads of the user against their hourly budget (the counter the upload endpoint
 * and the REST API's data URLs step), each in its own transaction; 429 when the hour is used up.
 * `source` names what uploaded (the counter's `last`).
 */
export async function countUploads(uid: string, count: number, source: string): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db().runTransaction(async (tx) => {
      const limit = RATE_LIMITS.imageUploadsPerHour;
      const counting = await readCounter(tx, userCounter(uid, "images"), "images", limit);
      writeCounter(tx, counting, source);
    });
  }
}

/** Reads the user's counter of `kind` in `tx`; 429 when their hour is used up. */
export function readUserCounter(tx: Transaction, uid: string, kind: CountedKind) {
  return readCounter(tx, userCounter(uid, kind), kind, PER_USER_LIMITS[kind]);
}

const trusts = new WeakMap<object, CompiledTrust>();
let processTrust: CompiledTrust | undefined;

/** Sets how `app` finds a request's client address (client-address.ts); createApp calls it. */
export function setAddressTrust(app: object, trust: AddressTrust): void {
  trusts.set(app, compileTrust(trust));
}

/**
 * The client address a request counts against (client-address.ts): in production the peer that
 * Google's front end appended to X-Forwarded-For, or the visitor Hosting's CDN appended before
 * it; with no proxy in front, the socket's. No header a caller sets is believed.
 */
export function clientAddress(req: Request): string {
  const compiled = trusts.get(req.app) ?? (processTrust ??= compileTrust(addressTrustFromEnv()));
  return clientAddressOf(
    { forwardedFor: req.get("x-forwarded-for"), socketAddress: req.socket.remoteAddress },
    compiled,
  );
}
