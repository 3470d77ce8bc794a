/**
 * Writes emails into the `mail` collection, each at most once: an email has a key that names
 * what it is about ("order-<id>-delivered"), and queuing it creates, in one batch, its record in
 * `mailLog/{key}` and its `mail/{key}` document. `create()` refuses a key that exists, so a
 * trigger delivered twice (Cloud Functions delivers events at least once), or an order confirmed a
 * second time after going back to pending, queues nothing more. The `mail` documents expire
 * (`expireAt`, for a Firestore TTL policy: they hold addresses and messages); the log, which
 * holds only the keys, stays, so an email that expired is still never sent again.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { type MailState } from "../shared/model";
import { GRPC, hasCode } from "../shared/grpc";
import { serverWriters } from "../shared/registry";
import type { MailDocument } from "./templates";

/**
 * How long a queued email is kept: long enough for the extension's retries and for an admin to
 * look into a failed delivery, short enough that addresses and messages do not pile up.
 */
export const MAIL_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** What an email is about: one key per email the site can send, as a document id. */
export type MailKey =
  | `order-${string}-received`
  | `order-${string}-new`
  | `order-${string}-delivered`
  | `message-${string}`;

/** The key of an order's email: received (customer), new (agency), delivered (customer). */
export function orderMailKey(orderId: string, which: "received" | "new" | "delivered"): MailKey {
  return `order-${orderId}-${which}`;
}

/** The key of a contact message's email to the agency. */
export function messageMailKey(messageId: string): MailKey {
  return `message-${messageId}`;
}

/** The stored document: the email and when it may be deleted. */
export function mailRecord(
  mail: MailDocument,
  now = Date.now(),
): MailDocument & { expireAt: Timestamp } {
  return serverWriters.mail.write(mail, Timestamp.fromMillis(now + MAIL_RETENTION_DAYS * DAY_MS));
}

/** Queues `mail` under `key`; resolves to false when it was queued before (nothing written). */
export async function queueMail(db: Firestore, key: MailKey, mail: MailDocument): Promise<boolean> {
  const batch = db.batch();
  batch.create(
    db.collection(serverWriters.mailLog.name).doc(key),
    serverWriters.mailLog.write(mail.kind, Timestamp.now()),
  );
  batch.create(db.collection(serverWriters.mail.name).doc(key), mailRecord(mail));
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (hasCode(error, GRPC.ALREADY_EXISTS)) return false;
    throw error;
  }
}

/**
 * The extension's `delivery.state` as Manage Orders shows it: PENDING, PROCESSING and RETRY (and
 * no state yet) are queued; SUCCESS is sent; ERROR is error.
 */
export function mailStateOf(delivery: unknown): MailState {
  const state =
    typeof delivery === "object" && delivery !== null && "state" in delivery
      ? delivery.state
      : undefined;
  if (state === "SUCCESS") return "sent";
  if (state === "ERROR") return "error";
  return "queued";
}
