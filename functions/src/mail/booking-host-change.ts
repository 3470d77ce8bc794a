/**
 * A move that gave a call to another host (the call's own host was not free at the new time, or
 * an admin named another): the two hosts' emails. The host who had the call gets a cancellation
 * of it (METHOD:CANCEL, the booking's UID and new SEQUENCE, at the time it had in their
 * calendar), so it leaves their calendar; the host who has it now gets the invite (REQUEST, the
 * same UID and SEQUENCE) that the customer gets. Either is left out when that host has no
 * readable address. The customer's own email of the move (booking-templates.ts) names the new
 * host and the one before.
 */
import { brand } from "../shared/site";
import {
  bookingInviteFor,
  INVITE_ORGANIZER,
  toHost,
  type BookingMailInput,
} from "./booking-templates";
import { bookingInvite, bookingUid } from "./invite";
import type { MailDocument } from "./templates";

/** The host the call had before the move, and their address ("" when none is readable). */
export interface FormerHost {
  name: string;
  email: string;
}

/** The cancellation of the call as the former host's calendar holds it: at its time before. */
function formerInvite(input: BookingMailInput, former: FormerHost, now: number): string {
  const { booking, links } = input;
  const before = input.previous ?? booking;
  return bookingInvite({
    uid: bookingUid(booking.id, links.myCalls),
    sequence: booking.sequence,
    method: "CANCEL",
    status: "CANCELLED",
    start: before.start,
    end: before.end,
    summary: `${booking.serviceTitle}: call with ${brand.name} (${former.name})`,
    description: `A call about ${booking.serviceTitle}, now with ${booking.hostName} of ${brand.name}.`,
    url: links.myCalls,
    organizer: INVITE_ORGANIZER,
    // The attendee the cancellation takes the call from (RFC 5546 3.2.5).
    attendees: [{ name: former.name, email: former.email }],
    stamp: now,
  });
}

/**
 * The emails of a call handed from `former` to the host `input` names: to the former host, its
 * cancellation (null without an address); to the new host, its invite (null without one).
 */
export function hostChangeMails(
  input: BookingMailInput,
  former: FormerHost,
  now = Date.now(),
): { former: MailDocument | null; current: MailDocument | null } {
  const { serviceTitle, hostName } = input.booking;
  const current = input.hostEmail
    ? toHost(
        input,
        "booking-host-assigned",
        {
          subject: `Call now with you: ${serviceTitle}`,
          line: `A call about ${serviceTitle} that was with ${former.name} has moved to a time when you take it. The attached invite adds it to your calendar.`,
        },
        { ics: bookingInviteFor(input, "REQUEST", now), method: "REQUEST" },
      )
    : null;
  const before = input.previous ?? input.booking;
  const formerInput: BookingMailInput = {
    ...input,
    hostEmail: former.email,
    booking: { ...input.booking, hostName: former.name, start: before.start, end: before.end },
  };
  const released = former.email
    ? toHost(
        formerInput,
        "booking-host-released",
        {
          subject: `Call no longer with you: ${serviceTitle}`,
          line: `A call about ${serviceTitle} with you has moved to another time, with ${hostName}. The attached cancellation takes it off your calendar.`,
        },
        { ics: formerInvite(input, former, now), method: "CANCEL" },
      )
    : null;
  return { former: released, current };
}
