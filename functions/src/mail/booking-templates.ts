/**
 * A booked call's emails: to the customer (booked, moved, cancelled, the reminders, and a note
 * when the call is marked done or missed) and the host's copies of the changes. As in
 * templates.ts, the customer's values go into the HTML through `escapeMarkup` and never into a
 * subject: a subject holds only the site's words and the service's title. Every time is written
 * in the customer's zone and in the agency's. A booking, move or cancellation carries the
 * booking's invite (invite.ts): the same UID each time, the booking's SEQUENCE, METHOD:REQUEST
 * for a booked or moved call and METHOD:CANCEL for a cancelled one; the host gets the same one.
 */
import { escapeMarkup } from "../shared/markup";
import type { BookingStatus } from "../shared/scheduling/model";
import { brand } from "../shared/site";
import type { BeforeMove } from "./booking-events";
import { timeRows, type Row } from "./booking-times";
import { bookingInvite, bookingUid, inviteAttachment, type InviteMethod } from "./invite";
import {
  SIGNATURE_TEXT,
  facts,
  link,
  oneLine,
  page,
  type BookingMailKind,
  type MailDocument,
} from "./templates";

/** A booking as the emails use it (bookings/{id}); times in epoch milliseconds. */
export interface BookingFacts {
  id: string;
  /** The catalogue's title of the service, as the server stored it. */
  serviceTitle: string;
  hostName: string;
  /** The customer's name, address and IANA time zone. */
  name: string;
  email: string;
  timeZone: string;
  start: number;
  end: number;
  status: BookingStatus;
  /** iCalendar SEQUENCE: 0 when booked, +1 per move or cancellation. */
  sequence: number;
  notes?: string;
}

export { formatCallTime, zoneLabel } from "./booking-times";

export interface BookingMailInput {
  booking: BookingFacts;
  /** settings/scheduling's `timeZone`. */
  agencyTimeZone: string;
  /** The host's address (hostContacts/{hostId}); "" when none is readable: no invite for them. */
  hostEmail: string;
  /** Absolute URLs: the customer's My Calls page and the service's page. */
  links: { myCalls: string; service: string };
  /** For a move: when the call was before it moved, and with whom when its host changed. */
  previous?: BeforeMove;
}

// ---------------------------------------------------------------------------------------------
// The invite.

/** Who sends the invites: the agency's address, the one its emails come from. */
export const INVITE_ORGANIZER = { name: brand.name, email: brand.emails[0] } as const;

export type BookingChange = "confirmed" | "moved" | "cancelled";

const METHOD: Record<BookingChange, InviteMethod> = {
  confirmed: "REQUEST",
  moved: "REQUEST",
  cancelled: "CANCEL",
};

/** The booking's invite: the customer and the host (when they have an address) attend. */
export function bookingInviteFor(
  input: BookingMailInput,
  method: InviteMethod,
  now = Date.now(),
): string {
  const { booking, links } = input;
  return bookingInvite({
    uid: bookingUid(booking.id, links.myCalls),
    sequence: booking.sequence,
    method,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    start: booking.start,
    end: booking.end,
    summary: `${booking.serviceTitle}: call with ${brand.name} (${booking.hostName})`,
    description: [
      `A call about ${booking.serviceTitle} with ${booking.hostName} of ${brand.name}.`,
      `My Calls: ${links.myCalls}`,
      `The service: ${links.service}`,
    ].join("\n"),
    url: links.myCalls,
    organizer: INVITE_ORGANIZER,
    attendees: [
      { name: booking.name, email: booking.email },
      ...(input.hostEmail ? [{ name: booking.hostName, email: input.hostEmail }] : []),
    ],
    stamp: now,
  });
}

// ---------------------------------------------------------------------------------------------
// The emails.

interface Paragraph {
  text: string;
  html: string;
}

function paragraph(text: string): Paragraph {
  return { text, html: `<p>${escapeMarkup(text)}</p>` };
}

function links(pairs: [url: string, label: string][]): Paragraph {
  return {
    text: pairs.map(([url, label]) => `${label}: ${url}`).join("\n"),
    html: `<p>${pairs.map(([url, label]) => link(url, label)).join("<br>")}</p>`,
  };
}

function compose(blocks: Paragraph[]): { text: string; html: string } {
  return {
    text: `${blocks.map((block) => block.text).join("\n\n")}\n\n${SIGNATURE_TEXT}\n`,
    html: page(blocks.map((block) => block.html).join("")),
  };
}

interface CustomerWords {
  subject: string;
  line: string;
  /** The invite's sentence, when one is attached. */
  invite?: string;
  /** Manage the call (it is still ahead), or book another (it is over or off). */
  next: "manage" | "book";
}

function toCustomer(
  input: BookingMailInput,
  kind: BookingMailKind,
  words: CustomerWords,
  invite?: { ics: string; method: InviteMethod },
): MailDocument {
  const { booking } = input;
  const { myCalls, service } = input.links;
  const rows: Row[] = [
    ["Service", booking.serviceTitle],
    ["With", `${booking.hostName}, ${brand.name}`],
    ...(kind === "booking-moved" && input.previous?.host
      ? [["Before, with", `${input.previous.host.name}, ${brand.name}`] satisfies Row]
      : []),
    ...timeRows(input, "customer", booking),
    ...(kind === "booking-moved" && input.previous
      ? timeRows(input, "customer", input.previous, true)
      : []),
  ];
  const body = compose([
    paragraph(`Hello ${booking.name},`),
    paragraph(words.line),
    facts(rows),
    ...(words.invite ? [paragraph(words.invite)] : []),
    links(
      words.next === "manage"
        ? [
            [myCalls, "My Calls"],
            [service, "The service"],
          ]
        : [
            [service, "Book another call"],
            [myCalls, "My Calls"],
          ],
    ),
  ]);
  return {
    to: booking.email,
    kind,
    bookingId: booking.id,
    message: {
      subject: oneLine(words.subject),
      ...body,
      ...(invite ? { attachments: [inviteAttachment(invite.ics, invite.method)] } : {}),
    },
  };
}

export function toHost(
  input: BookingMailInput,
  kind: BookingMailKind,
  { subject, line }: { subject: string; line: string },
  invite: { ics: string; method: InviteMethod },
): MailDocument {
  const { booking } = input;
  const rows: Row[] = [
    ["Service", booking.serviceTitle],
    ["Customer", booking.name],
    ["Email", booking.email],
    ...timeRows(input, "host", booking),
    ...(kind === "booking-host-moved" && input.previous
      ? timeRows(input, "host", input.previous, true)
      : []),
    ["Booking", booking.id],
  ];
  const notes: Paragraph[] = booking.notes
    ? [
        {
          text: `Notes from the customer:\n${booking.notes}`,
          html: `<p>Notes from the customer:</p><p style="white-space:pre-wrap">${escapeMarkup(booking.notes)}</p>`,
        },
      ]
    : [];
  return {
    to: input.hostEmail,
    replyTo: booking.email,
    kind,
    bookingId: booking.id,
    message: {
      subject: oneLine(subject),
      ...compose([paragraph(line), facts(rows), ...notes]),
      attachments: [inviteAttachment(invite.ics, invite.method)],
    },
  };
}

const CHANGE: Record<
  BookingChange,
  {
    customer: { kind: BookingMailKind; subject: string; line: string; invite: string };
    host: { kind: BookingMailKind; subject: string; line: string };
  }
> = {
  confirmed: {
    customer: {
      kind: "booking-confirmed",
      subject: "Your call about {service} is booked",
      line: "Your call about {service} with {host} is booked.",
      invite: "The attached invite adds the call to your calendar.",
    },
    host: {
      kind: "booking-host-confirmed",
      subject: "New call booked: {service}",
      line: "A call about {service} is booked with you. The attached invite adds it to your calendar.",
    },
  },
  moved: {
    customer: {
      kind: "booking-moved",
      subject: "Your call about {service} has moved",
      line: "Your call about {service} with {host} has moved to a new time.",
      invite: "The attached invite moves the call in your calendar.",
    },
    host: {
      kind: "booking-host-moved",
      subject: "Call moved: {service}",
      line: "A call about {service} with you has moved. The attached invite moves it in your calendar.",
    },
  },
  cancelled: {
    customer: {
      kind: "booking-cancelled",
      subject: "Your call about {service} is cancelled",
      line: "Your call about {service} with {host} is cancelled.",
      invite: "The attached cancellation takes the call off your calendar.",
    },
    host: {
      kind: "booking-host-cancelled",
      subject: "Call cancelled: {service}",
      line: "A call about {service} with you is cancelled. The attached cancellation takes it off your calendar.",
    },
  },
};

/** The site's words with the service's title and the host's name put in. */
function fill(template: string, booking: BookingFacts): string {
  return template.replace(/\{(service|host)\}/g, (_match, key: string) =>
    key === "service" ? booking.serviceTitle : booking.hostName,
  );
}

/**
 * A call booked, moved or cancelled: the customer's email and the host's copy, each with the
 * same invite (REQUEST, or CANCEL for a cancellation; SEQUENCE the booking's, DTSTAMP `now`).
 */
export function bookingChangeMails(
  change: BookingChange,
  input: BookingMailInput,
  now = Date.now(),
): { customer: MailDocument; host: MailDocument } {
  const { booking } = input;
  const invite = { ics: bookingInviteFor(input, METHOD[change], now), method: METHOD[change] };
  const words = CHANGE[change];
  return {
    customer: toCustomer(
      input,
      words.customer.kind,
      {
        subject: fill(words.customer.subject, booking),
        line: fill(words.customer.line, booking),
        invite: words.customer.invite,
        next: change === "cancelled" ? "book" : "manage",
      },
      invite,
    ),
    host: toHost(
      input,
      words.host.kind,
      { subject: fill(words.host.subject, booking), line: fill(words.host.line, booking) },
      invite,
    ),
  };
}

export type ReminderLead = "24h" | "1h";

const REMINDER: Record<ReminderLead, { kind: BookingMailKind; when: string }> = {
  "24h": { kind: "booking-reminder-24h", when: "in 24 hours" },
  "1h": { kind: "booking-reminder-1h", when: "in 1 hour" },
};

/** The customer's reminder, 24 hours or 1 hour before the call. */
export function bookingReminder(input: BookingMailInput, lead: ReminderLead): MailDocument {
  const { kind, when } = REMINDER[lead];
  return toCustomer(input, kind, {
    subject: fill(`Reminder: your call about {service} is ${when}`, input.booking),
    line: fill(`A reminder: your call about {service} with {host} starts ${when}.`, input.booking),
    next: "manage",
  });
}

const STATUS_NOTE: Record<
  "done" | "no-show",
  { kind: BookingMailKind } & Omit<CustomerWords, "next">
> = {
  done: {
    kind: "booking-done",
    subject: "Thank you for your call about {service}",
    line: "Thank you for your call about {service} with {host}. To talk again, book another call.",
  },
  "no-show": {
    kind: "booking-no-show",
    subject: "We missed you at your call about {service}",
    line: "We missed you at your call about {service} with {host}. To talk at another time, book a new call.",
  },
};

/** When an admin marks the call done or missed (no-show). */
export function bookingStatusNote(
  input: BookingMailInput,
  status: "done" | "no-show",
): MailDocument {
  const { kind, subject, line } = STATUS_NOTE[status];
  return toCustomer(input, kind, {
    subject: fill(subject, input.booking),
    line: fill(line, input.booking),
    next: "book",
  });
}
