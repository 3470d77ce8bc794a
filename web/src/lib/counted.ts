/**
 * Writes within the user's hourly limit: the document and a step of `users/{uid}/limits/{kind}`
 * in one batch (the rules accept them only together; a batch, unlike a transaction, works
 * offline). A stale counter is refused by the rules and the batch goes again with the server's.
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

export class LimitReached extends Error {
  constructor(
    readonly kind: CountedKind,
    readonly count: number,
  ) {
    super(limitMessage(kind, count));
    this.name = "LimitReached";
  }
}

/** `open`: no known counter (the rules accept a new window or one more, so two tabs both pass). */
type Step = "open" | "reset" | "next";

/** Unknown (`undefined`), no counter (`null`), or the counter. */
type Known = { windowStart: Date; count: number } | null | undefined;

function decide(kind: CountedKind, known: Known): Step {
  if (!known) return "open";
  const step = nextStep(known, Date.now(), PER_USER_LIMITS[kind]);
  if (step.step === "refused") throw new LimitReached(kind, step.count);
  return step.step === "next" ? "next" : "reset";
}

/** The counter `snapshot` holds; undefined when it fails or takes longer than `ms` (under load). */
async function within(snapshot: Promise<DocumentSnapshot>, ms: number): Promise<Known> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    const read = await Promise.race([snapshot, late]);
    if (!read) return undefined;
    return read.exists() ? counterOf(read.data({ serverTimestamps: "estimate" })) : null;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function counterStep(step: Step, docId: string): DocumentData {
  const now = serverTimestamp();
  const count = step === "reset" ? 1 : increment(1);
  return { ...(step === "next" ? {} : { windowStart: now }), count, last: docId, at: now };
}

/**
 * Sets `ref` to `data` as a write of `kind` by `uid`. `saved` settles when the server has it
 * (LimitReached when full), `local` once it is in this device's cache (it survives a closed tab).
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
    step = decide(kind, await within(getDocFromCache(counter), 1000));
  } catch (error) {
    // Refused from what this device knows: ask the server before saying no, if it is reachable
    // (there is no navigator.onLine in Node).
    const online = (globalThis.navigator as Navigator | undefined)?.onLine !== false;
    const known = online ? await within(getDocFromServer(counter), 3000) : undefined;
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
    if ((error as { code?: unknown } | null)?.code !== "permission-denied") throw error;
    // Once more with the server's counter; a long wait, since giving up would lose the write.
    const known = await within(getDocFromServer(counter), 15_000);
    if (known === undefined) throw error;
    await commit(decide(kind, known));
  });
  // The SDK runs operations in order: this read returns once the write is stored locally.
  const local = getDocFromCache(ref).then(
    () => undefined,
    () => undefined,
  );
  return { saved, local };
}
