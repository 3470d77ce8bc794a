/**
 * A booking's calendar invite (RFC 5545, scheduled as RFC 5546 says): one VEVENT whose UID stays
 * the same for the life of the booking, so a move (REQUEST, SEQUENCE + 1) updates the event the
 * recipient's calendar holds and a cancellation (METHOD:CANCEL) removes it. Times are written in
 * UTC (`Z`): no VTIMEZONE to get wrong, and every calendar shows them in its own zone. The
 * Trigger Email extension hands `message.attachments` to nodemailer as they are (it does not pass
 * nodemailer's `icalEvent`), so the invite travels as an attachment whose content type names its
 * method, which is what calendar clients look for.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { brand } from "../shared/site";
import type { MailAttachment } from "./templates";

export type InviteMethod = "REQUEST" | "CANCEL";
export type InviteStatus = "CONFIRMED" | "CANCELLED";

export interface InvitePerson {
  name: string;
  email: string;
}

export interface BookingInviteInput {
  /** Stable per booking: `bookingUid(id, origin)`. */
  uid: string;
  /** iCalendar SEQUENCE: the booking's `sequence` (+1 per move or cancellation). */
  sequence: number;
  method: InviteMethod;
  status: InviteStatus;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  summary: string;
  description: string;
  url: string;
  organizer: InvitePerson;
  /** Each asked to reply (RSVP=TRUE, PARTSTAT=NEEDS-ACTION) on a REQUEST. */
  attendees: InvitePerson[];
  /** DTSTAMP: when this invite was made, epoch milliseconds. */
  stamp: number;
}

/** PRODID: who made the invite, `-//Bluepeak Digital//Bookings//EN`. */
export const INVITE_PRODID = { company: brand.name, product: "Bookings", language: "EN" } as const;

/** `booking-<id>@<site host>`: unique to the booking, the same in every invite about it. */
export function bookingUid(bookingId: string, origin: string): string {
  return `booking-${bookingId}@${new URL(origin).hostname}`;
}

function checkInput(input: BookingInviteInput): void {
  for (const [name, ms] of [
    ["start", input.start],
    ["end", input.end],
    ["stamp", input.stamp],
  ] as const) {
    if (!Number.isFinite(ms)) throw new RangeError(`The invite's ${name} is not a time.`);
  }
  if (input.end <= input.start) throw new RangeError("The invite ends before it starts.");
  if (!Number.isInteger(input.sequence) || input.sequence < 0) {
    throw new RangeError("The invite's sequence is not a whole number from 0.");
  }
  if (input.attendees.length === 0) throw new RangeError("The invite has no attendee.");
  if (/[\s<>"]/.test(input.uid) || input.uid === "") {
    throw new RangeError("The invite's UID is empty or holds spaces, quotes or brackets.");
  }
}

/**
 * The `.ics` text of a booking's invite: CRLF line endings, lines folded at 75 octets (never
 * inside a UTF-8 character), every value escaped as RFC 5545 and RFC 6868 require, ending in CRLF.
 */
export function bookingInvite(input: BookingInviteInput): string {
  checkInput(input);
  const calendar = ical({
    prodId: INVITE_PRODID,
    method: ICalCalendarMethod[input.method],
  });
  const request = input.method === "REQUEST";
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: new Date(input.stamp),
    start: new Date(input.start),
    end: new Date(input.end),
    summary: input.summary,
    description: input.description,
    url: input.url,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map(({ name, email }) => ({
      name,
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      // A cancellation expects no reply (RFC 5546 3.2.5).
      rsvp: request,
    })),
    status: ICalEventStatus[input.status],
  });
  const text = calendar.toString();
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1).
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

export type InviteAttachment = MailAttachment & {
  filename: "invite.ics";
  contentType: `text/calendar; method=${InviteMethod}`;
};

/** The invite as a nodemailer attachment (UTF-8, text/calendar's default charset: RFC 5545 3.1.4). */
export function inviteAttachment(ics: string, method: InviteMethod): InviteAttachment {
  return { filename: "invite.ics", content: ics, contentType: `text/calendar; method=${method}` };
}
