/**
 * Queues a call's emails (booking-templates.ts) after the change is stored: the customer's, when
 * their account has verified the booking's address (ADR 009), and the host's copy, at the
 * address in hostContacts (none when it holds no readable address: the customer's still goes).
 * A move that gave the call to another host cancels it for the former host and invites the new
 * one (booking-host-change.ts), in the same run. Each email's key names the booking, its
 * sequence and what the email is (queue.ts bookingMailKey), so the same change never mails
 * twice, whoever queues it again.
 */
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { agencyTimeZone } from "../server/bookings/context";
import { registry } from "../shared/registry";
import { readHostContact, type Booking } from "../shared/scheduling/documents";
import { servicePagePath, sitePaths } from "../shared/site";
import {
  bookingChangeMails,
  bookingReminder,
  bookingStatusNote,
  type BookingMailInput,
  type ReminderLead,
} from "./booking-templates";
import { hostChangeMails } from "./booking-host-change";
import { mailOrigin } from "./params";
import type { BeforeMove, BookingEvent } from "./booking-events";
import { bookingMailKey, queueMail, reminderMailKey } from "./queue";
import { isVerifiedAddress } from "./verified";

/** The address invites to a host go to: "" when hostContacts holds none readable. */
async function hostEmail(db: Firestore, hostId: string): Promise<string> {
  const contact = await db.collection(registry.hostContacts.name).doc(hostId).get();
  return readHostContact(contact.id, contact.data()).email.trim();
}

async function mailInput(
  db: Firestore,
  booking: Booking,
  previous?: BeforeMove,
): Promise<BookingMailInput | null> {
  if (!booking.start || !booking.end) return null;
  const [zone, email] = await Promise.all([agencyTimeZone(db), hostEmail(db, booking.hostId)]);
  const origin = mailOrigin();
  return {
    booking: {
      id: booking.id,
      serviceTitle: booking.serviceTitle || "your service",
      hostName: booking.hostName,
      name: booking.name,
      email: booking.email,
      timeZone: booking.timeZone,
      start: booking.start.getTime(),
      end: booking.end.getTime(),
      status: booking.status,
      sequence: booking.sequence,
      ...(booking.notes ? { notes: booking.notes } : {}),
    },
    agencyTimeZone: zone,
    hostEmail: email,
    links: {
      myCalls: `${origin}${sitePaths.myCalls}`,
      service: `${origin}${servicePagePath(booking.serviceId)}`,
    },
    ...(previous ? { previous } : {}),
  };
}

const CHANGE_OF: Record<"confirmed" | "moved" | "cancelled", "confirmed" | "moved" | "cancelled"> =
  { confirmed: "confirmed", moved: "moved", cancelled: "cancelled" };

/**
 * Queues the emails of a change to `booking` (as stored after it); answers the keys queued now.
 * `accounts`: the Auth service that says whether the customer's address is verified.
 */
export async function queueBookingMails(
  db: Firestore,
  event: BookingEvent,
  booking: Booking,
  {
    previous,
    accounts,
    now = Date.now(),
  }: { previous?: BeforeMove; accounts?: Auth; now?: number } = {},
): Promise<string[]> {
  const input = await mailInput(db, booking, previous);
  if (!input) return [];
  const toCustomer = (await isVerifiedAddress(booking.uid, booking.email, accounts)) ? input : null;
  const queued: string[] = [];
  const queue = async (
    key: ReturnType<typeof bookingMailKey>,
    mail: Parameters<typeof queueMail>[2],
  ) => {
    if (await queueMail(db, key, mail)) queued.push(key);
  };
  if (event === "done" || event === "no-show") {
    if (toCustomer) {
      await queue(bookingMailKey(booking.id, null, event), bookingStatusNote(toCustomer, event));
    }
    return queued;
  }
  const change = CHANGE_OF[event];
  const mails = bookingChangeMails(change, input, now);
  const key = (what: string) => bookingMailKey(booking.id, booking.sequence, what);
  const former = change === "moved" ? previous?.host : undefined;
  if (former) {
    // Handed to another host: the former one's cancellation and the new one's invite.
    const handed = hostChangeMails(
      input,
      { name: former.name, email: await hostEmail(db, former.id) },
      now,
    );
    await Promise.all([
      toCustomer ? queue(key(change), mails.customer) : null,
      handed.former ? queue(key("host-released"), handed.former) : null,
      handed.current ? queue(key("host-assigned"), handed.current) : null,
    ]);
    return queued;
  }
  await Promise.all([
    toCustomer ? queue(key(change), mails.customer) : null,
    input.hostEmail ? queue(key(`host-${change}`), mails.host) : null,
  ]);
  return queued;
}

/** Queues a reminder (once per booking, start and lead); false when queued before or not sent. */
export async function queueReminder(
  db: Firestore,
  booking: Booking,
  lead: ReminderLead,
  accounts?: Auth,
): Promise<boolean> {
  const input = await mailInput(db, booking);
  if (!input || !booking.start) return false;
  if (!(await isVerifiedAddress(booking.uid, booking.email, accounts))) return false;
  return queueMail(
    db,
    reminderMailKey(booking.id, booking.start, lead),
    bookingReminder(input, lead),
  );
}
