/**
 * What the calls' schedule does every 5 minutes (schedule.ts), as a plain function a test can
 * run twice: the reminders, 24 hours and 1 hour before each booked call, and the sweep of
 * expired holds.
 *
 * A reminder is due from its time (start - lead). Each is queued with create semantics under a
 * key of the booking, the call's start and the lead (mail/queue.ts reminderMailKey), so a run
 * that comes twice or late queues it once, and it is sent at most once per time of the call: a
 * move to another start gets reminders of its own, nothing else does. Skipped: a reminder whose
 * time has passed by more than its lead (the call has started), one whose time was before the
 * call got its current time (`scheduledAt`: booked or last moved; older documents without it
 * count from `createdAt`), since the confirmation or the move's email has just said it all, and
 * the 24-hour one once the 1-hour one is due.
 */
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { queueReminder } from "./bookings";
import type { ReminderLead } from "./booking-templates";
import { registry } from "../shared/registry";
import { readBooking, type Booking } from "../shared/scheduling/documents";
import { sweepExpiredHolds } from "../server/bookings/holds";

const HOUR = 3_600_000;

export const REMINDER_LEADS: readonly { lead: ReminderLead; ms: number }[] = [
  { lead: "24h", ms: 24 * HOUR },
  { lead: "1h", ms: HOUR },
];

/** The reminders due for `booking` at `now` (before the key decides whether one was sent). */
export function dueReminders(booking: Booking, now: number): ReminderLead[] {
  if (booking.status !== "booked" || !booking.start) return [];
  const start = booking.start.getTime();
  // When the call got its current time: a reminder due before it is never sent.
  const since = (booking.scheduledAt ?? booking.createdAt)?.getTime() ?? 0;
  const due = REMINDER_LEADS.filter(({ ms }) => {
    const at = start - ms;
    return now >= at && now - at <= ms && since <= at;
  }).map(({ lead }) => lead);
  // The 1-hour reminder replaces the 24-hour one once it is due.
  return due.includes("1h") ? ["1h"] : due;
}

export interface ScheduleReport {
  reminders: number;
  holdsSwept: number;
}

export async function runBookingSchedule(
  db: Firestore,
  { now = Date.now(), accounts }: { now?: number; accounts?: Auth } = {},
): Promise<ScheduleReport> {
  const longest = Math.max(...REMINDER_LEADS.map(({ ms }) => ms));
  const upcoming = await db
    .collection(registry.bookings.name)
    .where("status", "==", "booked")
    .where("start", ">", new Date(now))
    .where("start", "<=", new Date(now + longest))
    .get();
  let reminders = 0;
  for (const doc of upcoming.docs) {
    const booking = readBooking(doc.id, doc.data());
    for (const lead of dueReminders(booking, now)) {
      if (await queueReminder(db, booking, lead, accounts)) reminders += 1;
    }
  }
  const holdsSwept = await sweepExpiredHolds(db, { now });
  return { reminders, holdsSwept };
}
