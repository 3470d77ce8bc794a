/**
 * The email triggers (handlers.ts). Defining one loads firebase-admin's Firestore client, so
 * index.ts loads this module only where these functions run.
 */
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "../shared/registry";

const handlers = () => import("./handlers.js");

export const orderCreatedMail = onDocumentCreated(
  `${COLLECTIONS.orders}/{orderId}`,
  async (event) => (await handlers()).onOrderCreated(event),
);

export const orderUpdatedMail = onDocumentUpdated(
  `${COLLECTIONS.orders}/{orderId}`,
  async (event) => (await handlers()).onOrderUpdated(event),
);

export const messageCreatedMail = onDocumentCreated(
  `${COLLECTIONS.messages}/{messageId}`,
  async (event) => (await handlers()).onMessageCreated(event),
);

export const bookingWrittenMail = onDocumentWritten(
  `${COLLECTIONS.bookings}/{bookingId}`,
  async (event) => (await handlers()).onBookingWritten(event),
);

export const mailStateToOrder = onDocumentWritten(`${COLLECTIONS.mail}/{mailId}`, async (event) =>
  (await handlers()).onMailWritten(event),
);
