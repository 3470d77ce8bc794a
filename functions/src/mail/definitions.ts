/**
 * The email triggers' definitions (see handlers.ts for what they do). Defining a Firestore
 * trigger loads firebase-admin's Firestore client, about 200 ms, so index.ts loads this module
 * only where these functions run (see its `mailTriggers`).
 */
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "../shared/registry";

const handlers = () => import("./handlers.js");

/** A new order: to the customer and to the agency. */
export const orderCreatedMail = onDocumentCreated(
  `${COLLECTIONS.orders}/{orderId}`,
  async (event) => (await handlers()).onOrderCreated(event),
);

/** An order confirmed (pending -> delivered): to the customer. */
export const orderUpdatedMail = onDocumentUpdated(
  `${COLLECTIONS.orders}/{orderId}`,
  async (event) => (await handlers()).onOrderUpdated(event),
);

/** A contact message: to the agency, reply-to the sender. */
export const messageCreatedMail = onDocumentCreated(
  `${COLLECTIONS.messages}/{messageId}`,
  async (event) => (await handlers()).onMessageCreated(event),
);

/** The customer's email state (the extension's delivery.state) copied onto the order. */
export const mailStateToOrder = onDocumentWritten(`${COLLECTIONS.mail}/{mailId}`, async (event) =>
  (await handlers()).onMailWritten(event),
);
