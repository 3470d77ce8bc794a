/**
 * What the email triggers do (index.ts defines them and loads this module on their first event).
 * Each handler takes the event as Cloud Functions delivers it, so a test can deliver one twice.
 */
import type { Change, DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";
import { db } from "../lib/firebase";
import { readMessage, readOrder } from "../shared/documents";
import { COLLECTIONS } from "../shared/model";
import { agencyAddress, mailOrigin } from "./params";
import { mailId, mailStateOf, queueMail } from "./queue";
import {
  contactMessage,
  orderDelivered,
  orderNew,
  orderReceived,
  type MailKind,
} from "./templates";

type Created = FirestoreEvent<DocumentSnapshot | undefined>;
type Updated = FirestoreEvent<Change<DocumentSnapshot> | undefined>;
type Written = Updated;

/** New order: "we received your booking" to the customer, the order's fields to the agency. */
export async function onOrderCreated(event: Created): Promise<void> {
  const snapshot = event.data;
  if (!snapshot?.exists) return;
  const order = readOrder(snapshot.id, snapshot.data());
  const origin = mailOrigin();
  const firestore = db();
  await Promise.all([
    order.email
      ? queueMail(firestore, mailId(event.id, "customer"), orderReceived(order, origin))
      : Promise.resolve(false),
    queueMail(firestore, mailId(event.id, "agency"), orderNew(order, origin, agencyAddress())),
  ]);
}

/** Order confirmed (status pending -> delivered): tell the customer. */
export async function onOrderUpdated(event: Updated): Promise<void> {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!before?.exists || !after?.exists) return;
  const was = readOrder(before.id, before.data());
  const order = readOrder(after.id, after.data());
  if (was.status !== "pending" || order.status !== "delivered" || !order.email) return;
  await queueMail(db(), mailId(event.id, "customer"), orderDelivered(order, mailOrigin()));
}

/** New contact message: to the agency, with reply-to set to the sender. */
export async function onMessageCreated(event: Created): Promise<void> {
  const snapshot = event.data;
  if (!snapshot?.exists) return;
  const message = readMessage(snapshot.id, snapshot.data());
  await queueMail(db(), mailId(event.id, "agency"), contactMessage(message, agencyAddress()));
}

/** The emails whose state Manage Orders shows: the ones to the order's customer. */
const CUSTOMER_KINDS: ReadonlySet<MailKind> = new Set(["order-received", "order-delivered"]);

/** gRPC NOT_FOUND: the order was deleted since. */
const NOT_FOUND = 5;

/**
 * A customer's email changed (queued, or the extension recorded a delivery state): copy its state
 * onto the order (orders/{id}.mailState), which admins read; clients cannot read `mail`.
 */
export async function onMailWritten(event: Written): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const data = after.data() ?? {};
  const { kind, orderId } = data as { kind?: unknown; orderId?: unknown };
  if (typeof orderId !== "string" || !CUSTOMER_KINDS.has(kind as MailKind)) return;
  const state = mailStateOf(data.delivery);
  const before = event.data?.before;
  if (before?.exists && mailStateOf(before.data()?.delivery) === state) return;
  try {
    await db().collection(COLLECTIONS.orders).doc(orderId).update({ mailState: state });
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
    if (code !== NOT_FOUND) throw error;
  }
}
