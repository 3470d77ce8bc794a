/**
 * Hourly write limits in the REST API (functions/src/shared/limits.ts). A counted write reads its
 * counter in the same transaction as it writes the document, so concurrent requests cannot both
 * take the last place in a window; the per-user counters are the documents the web client steps
 * under firestore.rules, so a user has one budget whichever path they write through.
 */
import { createHash } from "node:crypto";
import type { Request } from "express";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { counterOf } from "../shared/documents";
import {
  limitMessage,
  nextStep,
  PER_USER_LIMITS,
  RATE_LIMITS,
  RATE_WINDOW_MS,
  retryAfterSeconds,
  type CountedKind,
  type CounterStep,
} from "../shared/limits";
import { COLLECTIONS, SUBCOLLECTIONS } from "../shared/registry";
import {
  addressTrustFromEnv,
  clientAddressOf,
  compileTrust,
  type AddressTrust,
  type CompiledTrust,
} from "./client-address";
import { Problem } from "./problem";

type Limited = "messages" | "images" | CountedKind;

/** A counter read in a transaction, and the step the next write takes. */
export interface Counting {
  ref: DocumentReference;
  kind: Limited;
  step: Exclude<CounterStep, { step: "refused" }>;
  /** The running window's start and count (for a `next` step). */
  current: { windowStart: Date; count: number } | null;
}

/** A refused write: 429 with the limit's message and when to come back. */
function tooMany(kind: Limited, count: number, retryAfterMs: number): Problem {
  return new Problem(429, limitMessage(kind, count), undefined, {
    "Retry-After": String(retryAfterSeconds(retryAfterMs)),
  });
}

/**
 * Reads `ref` in `tx` (before any write of the transaction) and decides the next step for one
 * more write of `kind`; throws a 429 Problem when the window is full.
 */
export async function readCounter(
  tx: Transaction,
  ref: DocumentReference,
  kind: Limited,
  limit: number,
): Promise<Counting> {
  const current = counterOf((await tx.get(ref)).data());
  const step = nextStep(current, Date.now(), limit);
  if (step.step === "refused") throw tooMany(kind, step.count, step.retryAfterMs);
  return { ref, kind, step, current };
}

/** When the counted window began: the running one's start, or now for a new one. */
function windowStartOf(counting: Counting): Date | null {
  return counting.step.step === "next" && counting.current ? counting.current.windowStart : null;
}

/** Writes the counter's step in `tx`, for the document `docId` (plus `extra` fields). */
export function writeCounter(
  tx: Transaction,
  counting: Counting,
  docId: string,
  extra: Record<string, unknown> = {},
): void {
  const now = FieldValue.serverTimestamp();
  const running = windowStartOf(counting);
  const counter = running
    ? { windowStart: Timestamp.fromDate(running), count: (counting.current?.count ?? 0) + 1 }
    : { windowStart: now, count: 1 };
  tx.set(counting.ref, { ...counter, last: docId, at: now, ...extra });
}

/** The user's counter of `kind`: the document the web client steps too. */
export function userCounter(uid: string, kind: CountedKind | "images"): DocumentReference {
  return db().collection(COLLECTIONS.users).doc(uid).collection(SUBCOLLECTIONS.limits).doc(kind);
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

/** The id of the message counter of `address`: a hash, so no address is stored. */
export function clientCounterId(address: string): string {
  return createHash("sha256").update(`messages:${address}`).digest("hex");
}

/**
 * The client's message counter. Its id is a hash of the address, so no address is stored; the
 * document says when it may go (`expireAt`, for a Firestore TTL policy).
 */
export function clientCounter(req: Request): DocumentReference {
  return db()
    .collection(COLLECTIONS.clientLimits)
    .doc(clientCounterId(clientAddress(req)));
}

/** Reads the client's message counter in `tx`; 429 when its hour is used up. */
export function readClientCounter(tx: Transaction, req: Request): Promise<Counting> {
  return readCounter(tx, clientCounter(req), "messages", RATE_LIMITS.messagesPerHourPerClient);
}

/** Writes the client's counter step, with the time after which nobody needs it. */
export function writeClientCounter(tx: Transaction, counting: Counting, docId: string): void {
  const start = windowStartOf(counting) ?? new Date();
  writeCounter(tx, counting, docId, {
    expireAt: Timestamp.fromMillis(start.getTime() + 2 * RATE_WINDOW_MS),
  });
}
