/**
 * Writes that count against the user's hourly limit (@shared/limits): the document and a step of
 * the counter `users/{uid}/limits/{kind}` go in one batch, which firestore.rules accept only
 * together. A batch, not a transaction, so that it applies to the local cache at once and is
 * queued while offline (a booking made offline). The step is decided from the counter this device
 * knows; when that is stale (another tab or device counted, or the window ended on the server's
 * clock), the rules refuse the batch, and it is sent again with the server's counter.
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
 * The step this device sends: `open` when it knows no counter (a new window if the server has
 * none, else one more: the rules accept both, so two tabs opening a window both get through),
 * `reset` when the known window is over, `next` for one more in it.
 */
type Step = "open" | "reset" | "next";

/** What this device knows of the counter: nothing (`undefined`), none (`null`), or the counter. */
type Known = { windowStart: Date; count: number } | null | undefined;

function decide(kind: CountedKind, known: Known): Step {
  if (!known) return "open";
  const step = nextStep(known, Date.now(), PER_USER_LIMITS[kind]);
  if (step.step === "refused") throw new LimitReached(kind, step.count);
  return step.step === "next" ? "next" : "reset";
}

/**
 * The counter `snapshot` holds; undefined when it fails or takes longer than `ms` (a tab opening
 * its local database can take seconds under load, and the booking form promises an answer sooner).
 */
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
 * Sets `ref` to `data` as a write of `kind` by `uid`. Rejects with LimitReached, at once, when
 * this device knows the hour is used up. Otherwise resolves with `saved`, which settles when the
 * server has the write (it waits while offline; LimitReached when the server's counter is full),
 * and `local`, which settles once the write is in this device's cache (from then on it survives a
 * closed tab and is sent when a tab of the site is online).
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
    // The server refused this device's step: once more with the server's counter. A busy server
    // may take a while to answer; giving up here would lose the write.
    const known = await within(getDocFromServer(counter), 15_000);
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
