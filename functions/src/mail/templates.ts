/**
 * Every email the site sends, as documents for the Trigger Email extension (`kind` and `orderId`
 * are ours; it ignores them). A visitor's values go into the HTML through `escapeMarkup` and never
 * into a subject: a subject holds only the site's words and the catalogue's name of a service, so
 * nobody can make the agency send a subject line of their choosing.
 */
import type { OrderInput, MessageInput } from "../shared/schemas";
import { escapeMarkup } from "../shared/markup";
import { brand, sitePaths } from "../shared/site";

/** A booked call's emails (booking-templates.ts): the customer's, and the host's copies. */
export type BookingMailKind =
  | "booking-confirmed"
  | "booking-moved"
  | "booking-cancelled"
  | "booking-reminder-24h"
  | "booking-reminder-1h"
  | "booking-done"
  | "booking-no-show"
  | "booking-host-confirmed"
  | "booking-host-moved"
  | "booking-host-cancelled"
  | "booking-host-assigned"
  | "booking-host-released";

export type MailKind =
  "order-received" | "order-new" | "order-delivered" | "contact-message" | BookingMailKind;

/** A file sent with the email; the extension hands it to nodemailer as it is. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string; html: string; attachments?: MailAttachment[] };
  kind: MailKind;
  /** The order the email is about; its customer's emails are mirrored on orders/{id}.mailState. */
  orderId?: string;
  /** The booking (bookings/{id}) a call's email is about. */
  bookingId?: string;
}

/** Subjects are one line: no line breaks a visitor could use to shape the header. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** An order as the emails use it; `service` is the catalogue's name of the booked service. */
export type OrderFacts = Pick<OrderInput, "name" | "email" | "phoneNumber" | "address"> & {
  id: string;
  service: string;
  /** The order's next live call, written out in the agency's zone; absent when it has none. */
  call?: string;
};

export const SIGNATURE_TEXT = `${brand.name}\n${brand.address}\n${brand.phones[0]} · ${brand.emails[0]}`;
const SIGNATURE_HTML = `<p style="color:#555;font-size:13px">${escapeMarkup(brand.name)}<br>${escapeMarkup(
  brand.address,
)}<br>${escapeMarkup(brand.phones[0])} · <a href="mailto:${escapeMarkup(brand.emails[0])}">${escapeMarkup(
  brand.emails[0],
)}</a></p>`;

/** An email's HTML document: the body, then the signature. */
export function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c">${body}${SIGNATURE_HTML}</body></html>`;
}

/** Label and value rows, as text lines and as an HTML table (values escaped). */
export function facts(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right:12px">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

export function link(url: string, label: string): string {
  return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
}

function toCustomer(
  order: OrderFacts,
  origin: string,
  kind: MailKind,
  { subject, line, linkLabel }: { subject: string; line: string; linkLabel: string },
): MailDocument {
  const myOrders = `${origin}${sitePaths.myOrders}`;
  const greeting = `Hello ${order.name},`;
  return {
    to: order.email,
    kind,
    orderId: order.id,
    message: {
      subject: oneLine(subject),
      text: `${greeting}\n\n${line}\n\n${linkLabel}: ${myOrders}\n\n${SIGNATURE_TEXT}\n`,
      html: page(
        `<p>${escapeMarkup(greeting)}</p><p>${escapeMarkup(line)}</p><p>${link(myOrders, linkLabel)}</p>`,
      ),
    },
  };
}

function toAgency(
  agency: string,
  mail: Pick<MailDocument, "kind" | "orderId"> & { replyTo: string; subject: string },
  rows: [string, string][],
  { lead, end }: { lead?: string; end: { text: string; html: string } },
): MailDocument {
  const { subject, ...envelope } = mail;
  const table = facts(rows);
  const before =
    lead === undefined
      ? { text: "", html: "" }
      : { text: `${lead}\n\n`, html: `<p>${escapeMarkup(lead)}</p>` };
  return {
    to: agency,
    ...envelope,
    message: {
      subject,
      text: `${before.text}${table.text}\n\n${end.text}\n`,
      html: page(`${before.html}${table.html}${end.html}`),
    },
  };
}

export function orderReceived(order: OrderFacts, origin: string): MailDocument {
  return toCustomer(order, origin, "order-received", {
    subject: `We received your booking of ${order.service}`,
    line: `We received your booking of ${order.service}. We will contact you within one business day to plan the work.`,
    linkLabel: "Follow your orders",
  });
}

export function orderNew(order: OrderFacts, origin: string, agency: string): MailDocument {
  const manage = `${origin}${sitePaths.manageOrders}`;
  return toAgency(
    agency,
    {
      replyTo: order.email,
      kind: "order-new",
      orderId: order.id,
      subject: oneLine(`New booking: ${order.service}`),
    },
    [
      ["Service", order.service],
      ["Name", order.name],
      ["Email", order.email],
      ["Phone", order.phoneNumber],
      ["Address", order.address],
      ["Order", order.id],
      ...(order.call ? [["Next call", order.call] as [string, string]] : []),
    ],
    {
      lead: "A new booking arrived.",
      end: { text: `Manage Orders: ${manage}`, html: `<p>${link(manage, "Manage Orders")}</p>` },
    },
  );
}

/** When an admin confirms the order (status pending -> delivered). */
export function orderDelivered(order: OrderFacts, origin: string): MailDocument {
  return toCustomer(order, origin, "order-delivered", {
    subject: `Your order of ${order.service} is confirmed`,
    line: `Your order of ${order.service} is confirmed: we have delivered it. ${
      order.call ? `Your next call with us: ${order.call}. ` : ""
    }Thank you for working with ${brand.name}.`,
    linkLabel: "Your orders",
  });
}

export const CONTACT_SUBJECT = `New message from the ${brand.name} contact form`;

/** The visitor's subject goes in the body, not in the email's subject line. */
export function contactMessage(message: MessageInput, agency: string): MailDocument {
  return toAgency(
    agency,
    { replyTo: message.email, kind: "contact-message", subject: CONTACT_SUBJECT },
    [
      ["From", message.fullName],
      ["Email", message.email],
      ["Phone", message.phone],
      ["Subject", message.subject],
    ],
    {
      end: {
        text: message.message,
        html: `<p style="white-space:pre-wrap">${escapeMarkup(message.message)}</p>`,
      },
    },
  );
}
