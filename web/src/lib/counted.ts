/**
 * Writes that count against the user's hourly limit (functions/src/shared/limits.ts): the
 * document and a step of the user's counter `users/{uid}/limits/{kind}` go in one batch, which
 * firestore.rules accept only together. A batch, not a transaction: it is applied to the local
 * cache at once and, offline, queued until the connection returns (a booking made offline).
 *
 * The step is decided from the counter as this device knows it (the local cache), without waiting
 * for the network. When that is stale (another tab or device counted meanwhile, or a window ended
 * on the server's clock), the rules refuse the batch and nothing is written: the counter is then
 * read from the server and the batch sent once more with the right step, or refused as over the
 * limit.
 */
import {
  doc,
  getDocFromCache,
  getDocFromServer,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from "firebase/firestore";
import { counterOf } from "@shared/documents";
import { limitMessage, nextStep, PER_USER_LIMITS, type CountedKind } from "@shared/limits";
import { COLLECTIONS, SUBCOLLECTIONS } from "@shared/registry";

/** The write was refused: the user has used up this hour's `kind` writes. */
export class LimitReached extends Error {
  constructor(
    readonly kind: CountedKind,
    readonly count: number,
  ) {
    super(limitMessage(kind, count));
    this.name = "LimitReached";
  }
}

/**
 * The counter step this device sends:
 * - `open`: no counter known here: a window starting now if the server has none, else one more
 *   (the rules accept both; two tabs opening a window at once both get through);
 * - `reset`: the known window is over: a new one, counting 1;
 * - `next`: one more in the known, running window.
 */
type Step = "open" | "reset" | "next";

/** What this device knows of the counter: nothing (`undefined`), none (`null`), or the counter. */
type Known = { windowStart: Date; count: number } | null | undefined;

function decide(kind: CountedKind, known: Known): Step {
  if (known === undefined || known === null) return "open";
  const step = nextStep(known, Date.now(), PER_USER_LIMITS[kind]);
  if (step.step === "refused") throw new LimitReached(kind, step.count);
  return step.step === "next" ? "next" : "reset";
}

const counterData = (snapshot: DocumentSnapshot): Known =>
  snapshot.exists() ? counterOf(snapshot.data({ serverTimestamps: "estimate" })) : null;

/** `work`'s result, or undefined when it fails or takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The counter as this device's cache has it; undefined when it was never read here, or when the
 * SDK is still starting (a tab opening its local database can take seconds under load, and the
 * booking form promises an answer sooner).
 */
function fromCache(ref: DocumentReference): Promise<Known> {
  return within(getDocFromCache(ref).then(counterData), 1000);
}

/** The server's counter; undefined when the server does not answer within `ms`. */
function fromServer(ref: DocumentReference, ms: number): Promise<Known> {
  return within(getDocFromServer(ref).then(counterData), ms);
}

function counterStep(step: Step, docId: string): DocumentData {
  const now = serverTimestamp();
  if (step === "next") return { count: increment(1), last: docId, at: now };
  if (step === "reset") return { windowStart: now, count: 1, last: docId, at: now };
  return { windowStart: now, count: increment(1), last: docId, at: now };
}

/** Whether the browser says it is online (true where there is no such flag, as in Node). */
function online(): boolean {
  return (globalThis.navigator as Navigator | undefined)?.onLine !== false;
}

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "permission-denied";
}

/**
 * Sets `ref` to `data` as a write of `kind` by `uid`. Rejects with LimitReached, at once, when
 * this device knows the hour is used up. Otherwise resolves with `saved`, which settles when the
 * server has the write (it waits while offline) and rejects with LimitReached when the server's
 * counter says the hour is used up, and `local`, which settles once the write is in this device's
 * cache (from then on it survives a closed tab and is sent when a tab of the site is online).
 */
export async function setCounted(
  firestore: Firestore,
  uid: string,
  kind: CountedKind,
  ref: DocumentReference,
  data: DocumentData,
): Promise<{ saved: Promise<void>; local: Promise<void> }> {
  const counter = doc(firestore, COLLECTIONS.users, uid, SUBCOLLECTIONS.limits, kind);
  let step: Step;
  try {
    step = decide(kind, await fromCache(counter));
  } catch (error) {
    // Refused from what this device knows: ask the server before saying no, when it answers.
    const known = online() ? await fromServer(counter, 3000) : undefined;
    if (known === undefined) throw error;
    step = decide(kind, known);
  }
  const commit = (next: Step) => {
    const batch = writeBatch(firestore);
    batch.set(ref, data);
    batch.set(counter, counterStep(next, ref.id), { merge: next !== "reset" });
    return batch.commit();
  };
  const saved = commit(step).catch(async (error: unknown) => {
    if (!isPermissionDenied(error)) throw error;
    // The server refused the step this device chose: once more with the server's counter. A
    // busy server may take a while to answer; giving up here would lose the write.
    const known = await fromServer(counter, 15_000);
    if (known === undefined) throw error;
    await commit(decide(kind, known));
  });
  // The SDK applies its operations in order: a cache read queued after the write returns once
  // the write is stored locally.
  const local = getDocFromCache(ref).then(
    () => undefined,
    () => undefined,
  );
  return { saved, local };
}
