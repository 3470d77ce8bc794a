/**
 * Deleting one's own account (privacy; what goes and what stays: docs/data-model.md). Orders
 * stay for the agency's books, their customer fields blanked. Every step is idempotent and the
 * Auth account goes last, so a deletion that fails half-way is completed by calling again.
 *
 * An ID token still held (another tab, the offline queue, a thief) stays valid for up to an hour,
 * so the first step records the uid in deletedAccounts/{uid}: from then on the rules refuse its
 * writes (isLiveAccount) and the triggers ignore them (isDeletedAccount).
 */
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { bulk } from "../lib/bulk";
import { withDeadline } from "../lib/deadline";
import { adminStanding } from "../admin/roles";
import { queueBookingMails } from "../mail/bookings";
import { agencyAddress } from "../mail/params";
import { cancelBooking, futureBookingIds } from "../server/bookings/changes";
import { SYSTEM } from "../server/bookings/context";
import { deletedAccountRef } from "./deleted";
import { hasCode } from "../shared/grpc";
import { registry, serverWriters, SUBCOLLECTIONS } from "../shared/registry";

export const LAST_ADMIN_MESSAGE =
  "You are the last admin, and the last admin cannot be removed: make another account admin before deleting yours";

export class AccountError extends Error {
  constructor(
    readonly code: "not-found" | "failed-precondition",
    message: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** Documents read, and written in bulk, per page. */
export const BATCH_SIZE = 400;

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

const ANONYMISED_ORDER = {
  name: "",
  email: "",
  phoneNumber: "",
  address: "",
  uid: "",
} as const;

const ANONYMISED_BOOKING = {
  name: "",
  email: "",
  phoneNumber: "",
  notes: "",
  uid: "",
} as const;

export interface DeletionResult {
  reviews: number;
  orders: number;
  /** The account's calls still ahead, cancelled (their times freed, the cancellations mailed). */
  callsCancelled: number;
  /** The account's calls, every status, anonymised. */
  bookings: number;
  mail: number;
  idempotencyKeys: number;
  limits: number;
}

async function deleteRefs(db: Firestore, refs: readonly DocumentReference[]): Promise<void> {
  const writer = bulk(db);
  for (const ref of refs) writer.delete(ref);
  await writer.flush();
}

/**
 * Runs `apply` on each page of `query`; answers how many documents there were. Pages follow a
 * cursor, so it ends even when `apply` leaves the documents matching.
 */
async function eachPage(
  query: Query,
  apply: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<number> {
  let seen = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = last ? query.startAfter(last) : query;
    const { docs } = await withDeadline(page.limit(BATCH_SIZE).get());
    if (docs.length === 0) return seen;
    await apply(docs);
    seen += docs.length;
    if (docs.length < BATCH_SIZE) return seen;
    last = docs.at(-1);
  }
}

function deleteAll(db: Firestore, query: Query): Promise<number> {
  return eachPage(query, (docs) =>
    deleteRefs(
      db,
      docs.map((doc) => doc.ref),
    ),
  );
}

/**
 * The mail documents about `ids` (`field`: orderId or bookingId; to the customer, the agency or
 * the host), but those in `keep`.
 */
async function mailAbout(
  db: Firestore,
  ids: string[],
  field: "orderId" | "bookingId" = "orderId",
  keep: ReadonlySet<string> = new Set(),
): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const chunk = ids.slice(start, start + IN_LIMIT);
    const query = db.collection(serverWriters.mail.name).where(field, "in", chunk);
    await eachPage(query, (docs) => {
      refs.push(...docs.filter((doc) => !keep.has(doc.id)).map((doc) => doc.ref));
      return Promise.resolve();
    });
  }
  return refs;
}

/**
 * Cancels the account's calls still ahead (as the agency: no cutoff), freeing their times, and
 * queues the cancellations with their invites (METHOD:CANCEL) to the customer and the host.
 * Answers the keys of the emails queued: the deletion keeps them until they are sent (their
 * documents expire like every email's).
 */
async function cancelCalls(
  services: { auth: Auth; db: Firestore },
  uid: string,
): Promise<{ cancelled: number; mail: Set<string> }> {
  const { db } = services;
  const mail = new Set<string>();
  let cancelled = 0;
  for (const id of await futureBookingIds(db, uid)) {
    const change = await cancelBooking(db, SYSTEM, id);
    if (change.changed) cancelled += 1;
    // Queued again when a deletion that failed half-way runs again: the keys make it once.
    const keys = await queueBookingMails(db, "cancelled", change.booking, {
      accounts: services.auth,
    });
    for (const key of keys) mail.add(key);
  }
  return { cancelled, mail };
}

async function findAccount(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (hasCode(error, "auth/user-not-found")) {
      throw new AccountError("not-found", "This account does not exist any more");
    }
    throw error;
  }
}

/**
 * Refuses, before it changes anything, the last admin who can still sign in; another admin
 * leaves a `revoke` entry by themself in adminGrants, reason "account-deleted".
 */
export async function deleteAccount(
  services: { auth: Auth; db: Firestore },
  uid: string,
): Promise<DeletionResult> {
  const { auth, db } = services;
  const account = await findAccount(auth, uid);
  const userRef = db.collection(registry.users.name).doc(uid);
  const markerRef = deletedAccountRef(db, uid);

  // The profile first, in a transaction with the last-admin check: deleting it also ends an
  // admin's role at once (the rules and the functions require the users/{uid}.admin mirror).
  const profileEmail = await withDeadline((signal) =>
    db.runTransaction(async (tx) => {
      const [profile, marker] = await Promise.all([tx.get(userRef), tx.get(markerRef)]);
      const standing = await adminStanding(tx, services, uid, account.customClaims);
      if (standing === "last") throw new AccountError("failed-precondition", LAST_ADMIN_MESSAGE);
      signal.throwIfAborted();
      if (standing === "removable" && profile.exists) {
        tx.create(
          db.collection(serverWriters.adminGrants.name).doc(),
          serverWriters.adminGrants.write(
            { by: uid, target: uid, action: "revoke", reason: "account-deleted" },
            FieldValue.serverTimestamp(),
          ),
        );
      }
      tx.delete(userRef);
      if (!marker.exists) {
        tx.create(
          markerRef,
          serverWriters.deletedAccounts.write(null, FieldValue.serverTimestamp()),
        );
      }
      const email: unknown = profile.get("email");
      return typeof email === "string" ? email : "";
    }),
  );

  await auth.revokeRefreshTokens(uid);

  const result: DeletionResult = {
    reviews: 0,
    orders: 0,
    callsCancelled: 0,
    bookings: 0,
    mail: 0,
    idempotencyKeys: 0,
    limits: 0,
  };
  result.limits = await deleteAll(db, userRef.collection(SUBCOLLECTIONS.limits));
  result.reviews = await deleteAll(
    db,
    db.collection(registry.reviews.name).where("uid", "==", uid),
  );

  // Calls: those still ahead are cancelled first (the host's time is freed, and both sides get
  // the cancellation), then every call of the account stays for the agency's books, anonymised
  // as orders are, the emails about each page deleted first (but the cancellations just queued).
  const calls = await cancelCalls(services, uid);
  result.callsCancelled = calls.cancelled;
  result.bookings = await eachPage(
    db.collection(registry.bookings.name).where("uid", "==", uid),
    async (docs) => {
      const mail = await mailAbout(
        db,
        docs.map((doc) => doc.id),
        "bookingId",
        calls.mail,
      );
      await deleteRefs(db, mail);
      result.mail += mail.length;
      const writer = bulk(db);
      for (const doc of docs) {
        writer.update(doc.ref, {
          ...ANONYMISED_BOOKING,
          accountDeletedAt: FieldValue.serverTimestamp(),
        });
      }
      await writer.flush();
    },
  );

  // Orders stay, anonymised. The emails about each page of orders go before the page is
  // anonymised: afterwards nothing would lead back to them if the deletion had to be retried.
  result.orders = await eachPage(
    db.collection(registry.orders.name).where("uid", "==", uid),
    async (docs) => {
      const mail = await mailAbout(
        db,
        docs.map((doc) => doc.id),
      );
      await deleteRefs(db, mail);
      result.mail += mail.length;
      const writer = bulk(db);
      for (const doc of docs) {
        writer.update(doc.ref, {
          ...ANONYMISED_ORDER,
          accountDeletedAt: FieldValue.serverTimestamp(),
        });
      }
      await writer.flush();
    },
  );

  // Emails addressed to the account that are about no order of theirs. Never the agency's own
  // address: an admin who signed up with it would otherwise empty the agency's queue.
  const agency = agencyAddress().toLowerCase();
  const addresses = [...new Set([account.email ?? "", profileEmail])].filter(
    (address) => address !== "" && address.toLowerCase() !== agency,
  );
  for (const address of addresses) {
    await eachPage(db.collection(serverWriters.mail.name).where("to", "==", address), (docs) => {
      const refs = docs.filter((doc) => !calls.mail.has(doc.id)).map((doc) => doc.ref);
      result.mail += refs.length;
      return deleteRefs(db, refs);
    });
  }
  result.idempotencyKeys = await deleteAll(
    db,
    db.collection(serverWriters.idempotencyKeys.name).where("uid", "==", uid),
  );

  // Last: while the account exists, its owner can sign in and finish a deletion that failed.
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (!hasCode(error, "auth/user-not-found")) throw error;
  }
  return result;
}
