/** What the email triggers do, each from the event as delivered (a test can deliver one twice). */
import type { Change, DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";
import { isDeletedAccount } from "../account/deleted";
import { db } from "../lib/firebase";
import { GRPC, hasCode } from "../shared/grpc";
import { readMessage, readOrder, readService, type Order } from "../shared/documents";
import { readBooking, type Booking } from "../shared/scheduling/documents";
import { formatDateTime } from "../shared/format/dates";
import { nextCallStart } from "../shared/order-calls";
import { agencyTimeZone } from "../server/bookings/context";
import { bookingWrite } from "./booking-events";
import { queueBookingMails } from "./bookings";
import { COLLECTIONS } from "../shared/registry";
import { agencyAddress, mailOrigin } from "./params";
import { mailStateOf, messageMailKey, orderMailKey, queueMail } from "./queue";
import { isVerifiedAddress } from "./verified";
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
 * An order's fields, its service named as the catalogue names it now, never as the order says;
 * its next live call (shared/order-calls.ts, as Manage Orders shows it) in the agency's zone.
 */
async function orderFacts(order: Order, now = Date.now()): Promise<OrderFacts> {
  const snapshot = order.serviceId
    ? await db().collection(COLLECTIONS.services).doc(order.serviceId).get()
    : null;
  const service = snapshot?.exists ? readService(snapshot.id, snapshot.data()).name : "";
  const call = nextCallStart(order, now);
  const zone = call === null ? "" : await agencyTimeZone(db());
  return {
    ...(call === null
      ? {}
      : { call: formatDateTime(call, zone, { date: "weekday", offset: true }) }),
    id: order.id,
    name: order.name,
    email: order.email,
    phoneNumber: order.phoneNumber,
    address: order.address,
    service: service || "your service",
  };
}

/**
 * Whether the account that booked the order has verified the order's address (ADR 009): bookings
 * require it already; checking again keeps an order written another way from mailing anyone.
 */
function customerVerified(order: Order): Promise<boolean> {
  return isVerifiedAddress(order.uid, order.email);
}

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
  // An order made by booking a call: the call's confirmation (with its invite) tells the customer.
  const byCall = order.bookingId !== "";
  await Promise.all([
    verified && !byCall
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

export async function onMessageCreated(event: Created): Promise<void> {
  const snapshot = event.data;
  if (!snapshot?.exists) return;
  const message = readMessage(snapshot.id, snapshot.data());
  await queueMail(db(), messageMailKey(message.id), contactMessage(message, agencyAddress()));
}

const bookingOf = (snapshot: DocumentSnapshot | undefined): Booking | null =>
  snapshot?.exists ? readBooking(snapshot.id, snapshot.data()) : null;

/**
 * A call booked, moved, cancelled, done or marked a no-show, whoever wrote it (the REST API, the
 * account deletion, a script): its emails to the customer and the host (mail/bookings.ts), once
 * per booking, sequence and kind however often the event is delivered.
 */
export async function onBookingWritten(event: Written): Promise<void> {
  const after = bookingOf(event.data?.after);
  const write = bookingWrite(bookingOf(event.data?.before), after);
  if (!after || !write) return;
  // An account being deleted: the deletion queues its calls' cancellations itself, and nothing
  // else about the person is mailed from then on.
  if (await isDeletedAccount(db(), after.uid)) return;
  await queueBookingMails(db(), write.event, after, {
    ...(write.previous ? { previous: write.previous } : {}),
  });
}

/** The emails whose state Manage Orders shows: the ones to the order's customer. */
const CUSTOMER_KINDS: ReadonlySet<unknown> = new Set<MailKind>([
  "order-received",
  "order-delivered",
]);

/** Copies a customer's email's state onto orders/{id}.mailState: clients cannot read `mail`. */
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
