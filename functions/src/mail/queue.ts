/**
 * Writes emails into the `mail` collection, at most once per event: each document's id is the
 * triggering event's id plus the recipient's role, and `create()` refuses an id that exists, so a
 * trigger delivered twice (Cloud Functions delivers events at least once) queues nothing more.
 */
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, type MailState } from "../shared/model";
import type { MailDocument } from "./templates";

/** gRPC ALREADY_EXISTS, what `create()` fails with when the document is there. */
const ALREADY_EXISTS = 6;

function hasCode(error: unknown, code: number): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** The id of an event's email to one recipient ("<event id>-customer", "<event id>-agency"). */
export function mailId(eventId: string, recipient: "customer" | "agency"): string {
  return `${eventId}-${recipient}`.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Queues `mail` under `id`; resolves to false when an earlier delivery of the event did. */
export async function queueMail(db: Firestore, id: string, mail: MailDocument): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(mail);
    return true;
  } catch (error) {
    if (hasCode(error, ALREADY_EXISTS)) return false;
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
