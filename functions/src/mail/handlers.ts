/**
 * What the email triggers do (index.ts defines them and loads this module on their first event).
 * Each handler takes the event as Cloud Functions delivers it, so a test can deliver one twice.
 */
import type { Change, DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";
import { isDeletedAccount } from "../account/deleted";
import { auth, db } from "../lib/firebase";
import { GRPC, hasCode } from "../shared/grpc";
import { readMessage, readOrder, readService, type Order } from "../shared/documents";
import { COLLECTIONS } from "../shared/registry";
import { agencyAddress, mailOrigin } from "./params";
import { mailStateOf, messageMailKey, orderMailKey, queueMail } from "./queue";
import {
  contactMessage,
  orderDelivered,
  orderNew,
  orderReceived,
  type MailKind,
  type OrderFacts,
} from "./templates";

type Created = FirestoreEvent<DocumentSnapshot | undefined>;
type Updated = FirestoreEvent<Change<DocumentSnapshot> | undefined>;
type Written = Updated;

/**
 * What the emails say of an order: its fields, with the booked service named as the catalogue
 * names it now (or "your service" once the service is gone), never as the order's text says.
 */
async function orderFacts(order: Order): Promise<OrderFacts> {
  const snapshot = order.serviceId
    ? await db().collection(COLLECTIONS.services).doc(order.serviceId).get()
    : null;
  const service = snapshot?.exists ? readService(snapshot.id, snapshot.data()).name : "";
  return {
    id: order.id,
    name: order.name,
    email: order.email,
    phoneNumber: order.phoneNumber,
    address: order.address,
    service: service || "your service",
  };
}

/**
 * Whether the order's customer has proved they own the order's address: the account that booked
 * it exists, has that email and has verified it. Bookings require this already (firestore.rules,
 * POST /orders); checking again here keeps any order written another way (an old document, a
 * future path) from mailing an address nobody proved.
 */
async function customerVerified(order: Order): Promise<boolean> {
  if (!order.uid || !order.email) return false;
  try {
    const user = await auth().getUser(order.uid);
    return user.emailVerified && user.email?.toLowerCase() === order.email.toLowerCase();
  } catch (error) {
    if (hasCode(error, "auth/user-not-found")) return false;
    throw error;
  }
}

/** New order: "we received your booking" to the customer, the order's fields to the agency. */
export async function onOrderCreated(event: Created): Promise<void> {
  const snapshot = event.data;
  if (!snapshot?.exists) return;
  const order = readOrder(snapshot.id, snapshot.data());
  // Written with the token of an account deleted since (the rules refuse that; this is the last
  // line): nothing about a person who is gone is mailed, to them or to the agency.
  if (await isDeletedAccount(db(), order.uid)) return;
  const [facts, verified] = await Promise.all([orderFacts(order), customerVerified(order)]);
  const origin = mailOrigin();
  const firestore = db();
  await Promise.all([
    verified
      ? queueMail(firestore, orderMailKey(order.id, "received"), orderReceived(facts, origin))
      : Promise.resolve(false),
    queueMail(firestore, orderMailKey(order.id, "new"), orderNew(facts, origin, agencyAddress())),
  ]);
}

/** Order confirmed (status pending -> delivered): tell the customer, once per order. */
export async function onOrderUpdated(event: Updated): Promise<void> {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!before?.exists || !after?.exists) return;
  const was = readOrder(before.id, before.data());
  const order = readOrder(after.id, after.data());
  if (was.status !== "pending" || order.status !== "delivered") return;
  if (!(await customerVerified(order))) return;
  await queueMail(
    db(),
    orderMailKey(order.id, "delivered"),
    orderDelivered(await orderFacts(order), mailOrigin()),
  );
}

/** New contact message: to the agency, with reply-to set to the sender. */
export async function onMessageCreated(event: Created): Promise<void> {
  const snapshot = event.data;
  if (!snapshot?.exists) return;
  const message = readMessage(snapshot.id, snapshot.data());
  await queueMail(db(), messageMailKey(message.id), contactMessage(message, agencyAddress()));
}

/** The emails whose state Manage Orders shows: the ones to the order's customer. */
const CUSTOMER_KINDS: ReadonlySet<unknown> = new Set<MailKind>([
  "order-received",
  "order-delivered",
]);

/**
 * A customer's email changed (queued, or the extension recorded a delivery state): copy its state
 * onto the order (orders/{id}.mailState), which admins read; clients cannot read `mail`.
 */
export async function onMailWritten(event: Written): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const data = after.data() ?? {};
  const { kind, orderId }: { kind?: unknown; orderId?: unknown } = data;
  if (typeof orderId !== "string" || !CUSTOMER_KINDS.has(kind)) return;
  const state = mailStateOf(data.delivery);
  const before = event.data?.before;
  if (before?.exists && mailStateOf(before.data()?.delivery) === state) return;
  try {
    await db().collection(COLLECTIONS.orders).doc(orderId).update({ mailState: state });
  } catch (error) {
    if (!hasCode(error, GRPC.NOT_FOUND)) throw error;
  }
}
