/**
 * Holds: a slot kept for a visitor for HOLD_MINUTES while they fill in the form, let go when they
 * book (book.ts), give it up, or the sweep (mail/booking-schedule.ts) finds it expired.
 */
import { createHash, randomBytes } from "node:crypto";
import { type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { registry, serverWriters } from "../../shared/registry";
import { readHold } from "../../shared/scheduling/documents";
import { HOLD_MINUTES } from "../../shared/scheduling/model";
import { runTransaction } from "../transaction";
import {
  agencyTimeZone,
  callContext,
  candidatesAt,
  MINUTE,
  parseStart,
  type Clock,
} from "./context";
import { busyRecord, claim, Lock, type Released } from "./lock";

// ---------------------------------------------------------------------------------------------
// Holds.

const HOLD_TOKEN_BYTES = 24;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A hold's id: part of its token's hash, so busy/{id} (public) never reveals the token. */
export function holdIdOf(token: string): string {
  return tokenHash(token).slice(0, 24);
}

export interface HoldResult {
  holdToken: string;
  holdId: string;
  expiresAt: number;
  start: number;
  end: number;
  hostId: string;
}

/**
 * Holds a slot for HOLD_MINUTES: holds/{id}, busy/{id} (kind hold) and the cells, in one
 * transaction. `count` (the caller's rate limit) runs first in the transaction and may refuse.
 */
export async function holdSlot(
  db: Firestore,
  input: { serviceId: string; start: string },
  {
    now = Date.now(),
    count,
  }: Clock & {
    count?: (tx: Transaction, holdId: string) => Promise<(tx: Transaction) => void>;
  } = {},
): Promise<HoldResult> {
  const start = parseStart(input.start);
  const context = await callContext(db, input.serviceId);
  const candidates = await candidatesAt(db, context, start, now, new Set());
  const holdToken = randomBytes(HOLD_TOKEN_BYTES).toString("base64url");
  const holdId = holdIdOf(holdToken);
  const expiresAt = new Date(now + HOLD_MINUTES * MINUTE);
  const holdRef = db.collection(serverWriters.holds.name).doc(holdId);
  const busyRef = db.collection(registry.busy.name).doc(holdId);
  const { hostId } = await runTransaction(db, async (tx) => {
    const counted = count ? await count(tx, holdId) : null;
    const lock = new Lock(db, tx, now);
    const taken = await claim(lock, context, {
      id: holdId,
      owner: `${serverWriters.holds.name}/${holdId}`,
      start,
      candidates,
      released: [],
      expiresAt,
    });
    lock.write();
    counted?.(tx);
    const busy = busyRecord(context, taken.hostId, "hold", start, expiresAt);
    tx.create(
      holdRef,
      serverWriters.holds.write({
        tokenHash: tokenHash(holdToken),
        serviceId: context.serviceId,
        hostId: taken.hostId,
        start: busy.start,
        end: busy.end,
        busyStart: busy.busyStart,
        busyEnd: busy.busyEnd,
        expiresAt,
        hostDay: taken.date,
      }),
    );
    tx.create(busyRef, registry.busy.write(busy));
    return taken;
  });
  return {
    holdToken,
    holdId,
    expiresAt: expiresAt.getTime(),
    start,
    end: start + context.call.durationMinutes * MINUTE,
    hostId,
  };
}

/** The hold a token names, read in `tx`; null when there is none (or it is not this token's). */
export async function holdOf(db: Firestore, tx: Transaction, token: string) {
  const ref = db.collection(serverWriters.holds.name).doc(holdIdOf(token));
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return null;
  const hold = readHold(snapshot.id, snapshot.data());
  if (hold.tokenHash !== tokenHash(token)) return null;
  return { ref, hold };
}

export function releasedHold(hold: ReturnType<typeof readHold>): Released | null {
  if (!hold.start || !hold.busyStart || !hold.busyEnd) return null;
  return {
    id: hold.id,
    owner: `${serverWriters.holds.name}/${hold.id}`,
    hostId: hold.hostId,
    start: hold.start.getTime(),
    busyStart: hold.busyStart.getTime(),
    busyEnd: hold.busyEnd.getTime(),
    hostDay: hold.hostDay,
  };
}

/** Lets a hold go (its cells, busy document and place on the host's day); false if none. */
export async function releaseHold(
  db: Firestore,
  token: string,
  { now = Date.now() }: Clock = {},
): Promise<boolean> {
  const zone = await agencyTimeZone(db);
  return runTransaction(db, async (tx) => {
    const found = await holdOf(db, tx, token);
    if (!found) return false;
    await deleteHold(db, tx, found.ref, found.hold, zone, now);
    return true;
  });
}

/** In `tx`, reads then deletes a hold and everything it holds. */
async function deleteHold(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  hold: ReturnType<typeof readHold>,
  zone: string,
  now: number,
): Promise<void> {
  const lock = new Lock(db, tx, now);
  const released = releasedHold(hold);
  if (released) await lock.release(released, zone);
  lock.write();
  tx.delete(ref);
  tx.delete(db.collection(registry.busy.name).doc(hold.id));
}

/** Deletes holds that expired before `now` (at most `max`), with their cells and busy documents. */
export async function sweepExpiredHolds(
  db: Firestore,
  { now = Date.now(), max = 200 }: Clock & { max?: number } = {},
): Promise<number> {
  const expired = await db
    .collection(serverWriters.holds.name)
    .where("expiresAt", "<=", new Date(now))
    .limit(max)
    .get();
  if (expired.empty) return 0;
  const zone = await agencyTimeZone(db);
  let swept = 0;
  for (const doc of expired.docs) {
    const deleted = await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(doc.ref);
      if (!snapshot.exists) return false;
      const hold = readHold(snapshot.id, snapshot.data());
      if (hold.expiresAt && hold.expiresAt.getTime() > now) return false;
      await deleteHold(db, tx, doc.ref, hold, zone, now);
      return true;
    });
    if (deleted) swept += 1;
  }
  return swept;
}
