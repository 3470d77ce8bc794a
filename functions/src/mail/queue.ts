/**
 * Queues each email at most once: its key names what it is about ("order-<id>-delivered"), and
 * `mailLog/{key}` and `mail/{key}` are created in one batch, so a trigger delivered twice (events
 * come at least once) queues nothing more. `mail` expires (TTL: it holds addresses); the log
 * keeps only keys, and stays, so an email that expired is still never sent again.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { type MailState } from "../shared/model";
import { GRPC, hasCode } from "../shared/grpc";
import { serverWriters } from "../shared/registry";
import type { MailDocument } from "./templates";

/** Long enough for the extension's retries and a look into a failure; no longer (addresses). */
export const MAIL_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export type MailKey =
  | `order-${string}-received`
  | `order-${string}-new`
  | `order-${string}-delivered`
  | `message-${string}`
  | `booking-${string}`;

/** Received and delivered go to the customer, new to the agency. */
export function orderMailKey(orderId: string, which: "received" | "new" | "delivered"): MailKey {
  return `order-${orderId}-${which}`;
}

export function messageMailKey(messageId: string): MailKey {
  return `message-${messageId}`;
}

/**
 * A call's email: `what` it is ("confirmed", "host-moved") at the booking's `sequence`, so a
 * change mails once per version of the booking. Done and no-show notes are once per booking (no
 * sequence); reminders have reminderMailKey.
 */
export function bookingMailKey(bookingId: string, sequence: number | null, what: string): MailKey {
  return sequence === null
    ? `booking-${bookingId}-${what}`
    : `booking-${bookingId}-${sequence}-${what}`;
}

/**
 * A call's reminder: once per booking, start of the call and lead ("24h", "1h"), so neither a
 * run that comes twice nor a change that keeps the time (a new sequence) sends it again, and a
 * move to another start has reminders of its own.
 */
export function reminderMailKey(bookingId: string, start: Date, lead: string): MailKey {
  return `booking-${bookingId}-reminder-${lead}-${start.getTime()}`;
}

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

/** The extension's `delivery.state`: SUCCESS is sent, ERROR error, anything else queued. */
export function mailStateOf(delivery: unknown): MailState {
  const state =
    typeof delivery === "object" && delivery !== null && "state" in delivery
      ? delivery.state
      : undefined;
  if (state === "SUCCESS") return "sent";
  if (state === "ERROR") return "error";
  return "queued";
}
