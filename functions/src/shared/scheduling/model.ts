/**
 * Booking a call: the documents' shapes and the payloads, one zod schema each, shared by the back
 * office's forms, the REST API and the functions. Messages are written for the admin or visitor
 * filling in the form. Instants are epoch milliseconds here; the documents hold Timestamps.
 */
import { z } from "../zod";
import { formatDate, formatRange } from "../format/dates";
import { LIMITS } from "../model";
import { emailField, isDocumentId, isWellFormed, requiredText } from "../schemas";
import {
  daysBetween,
  isDate,
  isTimeOfDay,
  isTimeZone,
  minutesOf,
  parseIsoInstant,
  WEEKDAYS,
  type Weekday,
} from "./zones";

/** The lock's grain: occupancy/{hostId}_{cellStartMs} holds one cell of this many minutes. */
export const CELL_MINUTES = 5;
/** How long choosing a time holds it while the visitor completes the form. */
export const HOLD_MINUTES = 5;
/** The most days one availability request may cover (from and to inclusive). */
export const MAX_AVAILABILITY_DAYS = 62;
/** The agency's zone while settings/scheduling has none. */
export const DEFAULT_AGENCY_TIME_ZONE = "Europe/Berlin";

/** How many ranges of hours one day may have, and how many dated exceptions a host may have. */
export const MAX_RANGES_PER_DAY = 12;
export const MAX_EXCEPTIONS = 366;
/** A booking's notes, in characters. */
export const NOTES_MAX = 1000;
/** A hold token as the server hands it out (url-safe base64 or hex). */
const HOLD_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export const BOOKING_STATUSES = ["booked", "cancelled", "done", "no-show"] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: `Status must be one of ${BOOKING_STATUSES.join(", ")}`,
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** busy/{id}: a booking, or a hold while someone completes the form. */
export const BUSY_KINDS = ["booking", "hold"] as const;
export type BusyKind = (typeof BUSY_KINDS)[number];

/**
 * busy/{bookingId|holdId} in pure code (instants in ms): what the pickers and the availability
 * read. `busyStart`/`busyEnd` include the call's buffers; `expiresAt` is set on holds only.
 */
export interface BusyInterval {
  id: string;
  hostId: string;
  kind: BusyKind;
  start: number;
  end: number;
  busyStart: number;
  busyEnd: number;
  expiresAt: number | null;
}

function timeOfDayField(label: string, { end = false }: { end?: boolean } = {}) {
  return z
    .string({ error: `${label} is required` })
    .refine((value) => isTimeOfDay(value, { end }), {
      message: end
        ? `${label} must be a time from 00:00 to 24:00`
        : `${label} must be a time from 00:00 to 23:55`,
      abort: true,
    })
    .refine(
      (value) => minutesOf(value) % CELL_MINUTES === 0,
      `${label} must be on a ${CELL_MINUTES}-minute mark (like 09:05)`,
    );
}

/** Hours on one day, in the agency's zone: "09:00" to "12:30"; "24:00" ends at midnight. */
export const rangeSchema = z
  .strictObject({ start: timeOfDayField("Start"), end: timeOfDayField("End", { end: true }) })
  .refine(({ start, end }) => minutesOf(start) < minutesOf(end), {
    path: ["end"],
    message: "End must be after the start",
  });
export type Range = z.infer<typeof rangeSchema>;

const label = ({ start, end }: Range) => formatRange(start, end);

/**
 * One day's ranges: in order of time and not overlapping (one may end where the next starts; a
 * call still fits inside one range).
 */
export const dayRangesSchema = z
  .array(rangeSchema)
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} ranges a day`)
  .superRefine((ranges, ctx) => {
    ranges.forEach((range, index) => {
      const previous = index > 0 ? ranges[index - 1] : undefined;
      if (!previous) return;
      const [start, previousStart, previousEnd] = [
        minutesOf(range.start),
        minutesOf(previous.start),
        minutesOf(previous.end),
      ];
      // A malformed range has its own message already.
      const malformed = (from: number, to: number) => Number.isNaN(from) || !(from < to);
      if (malformed(start, minutesOf(range.end)) || malformed(previousStart, previousEnd)) return;
      if (start < previousStart) {
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `Put the ranges in order: ${label(range)} starts before ${label(previous)}`,
        });
      } else if (start < previousEnd) {
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `${label(range)} overlaps ${label(previous)}: ranges must not overlap`,
        });
      }
    });
  });

export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
    Weekday,
    typeof dayRangesSchema
  >,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A week with the same `ranges` on every day (a copy each). */
export function everyDay(ranges: readonly Range[]): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, ranges.map((range) => ({ ...range }))]),
  ) as unknown as WeeklyHours;
}

function dateField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .refine(isDate, `${label} must be a valid date as YYYY-MM-DD`);
}

/** A date whose hours replace the weekly ones: `ranges: []` is a day off. */
export const dateExceptionSchema = z.strictObject({
  date: dateField("Date"),
  ranges: dayRangesSchema,
});
export type DateException = z.infer<typeof dateExceptionSchema>;

/** hosts/{teamMemberId}: a team member's hours, read by everyone (no contact details). */
export const hostSchema = z.strictObject({
  name: requiredText("Name", LIMITS.name),
  weekly: weeklyHoursSchema,
  exceptions: z
    .array(dateExceptionSchema)
    .max(MAX_EXCEPTIONS, `At most ${MAX_EXCEPTIONS} exceptions`)
    .superRefine((exceptions, ctx) => {
      exceptions.forEach(({ date }, index) => {
        if (exceptions.findIndex((other) => other.date === date) !== index) {
          ctx.addIssue({
            code: "custom",
            path: [index, "date"],
            message: `${formatDate(date, "weekday")} already has an exception: change that one`,
          });
        }
      });
    }),
});
export type Host = z.infer<typeof hostSchema>;

/** hostContacts/{teamMemberId} (admins only): where invites go; `uid` a linked admin account. */
export const hostContactSchema = z.strictObject({
  email: emailField,
  uid: z
    .string({ error: "Account must be an account id" })
    .min(1, "Account must be an account id")
    .max(128, "Account must be at most 128 characters")
    .nullable(),
});
export type HostContact = z.infer<typeof hostContactSchema>;

export const timeZoneField = z
  .string({ error: "Time zone is required" })
  .refine(isTimeZone, "Unknown time zone: use an IANA name such as Europe/Berlin");

/** settings/scheduling: the agency's time zone, in which the hosts' hours are read. */
export const schedulingSettingsSchema = z.strictObject({ timeZone: timeZoneField });
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** A whole number from `min` to `max` of a `unit` ("minute", "day"), named in its messages. */
function wholeNumber(label: string, min: number, max: number, unit: string) {
  const amount = (count: number) => `${count} ${count === 1 ? unit : `${unit}s`}`;
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${amount(min)}`)
    .max(max, `${label} must be at most ${amount(max)}`);
}

function minutesField(label: string, min: number, max: number) {
  return wholeNumber(label, min, max, "minute").refine(
    (value) => value % CELL_MINUTES === 0,
    `${label} must be a multiple of ${CELL_MINUTES} minutes`,
  );
}

function documentIdField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(LIMITS.serviceId, `${label} must be at most ${LIMITS.serviceId} characters`)
    .refine(isDocumentId, `${label} must be an id of letters, digits, _ and -`);
}

export const MAX_HOSTS_PER_CALL = 20;
/** Upcoming calls one customer may have of one service: settable 1 to 10, 2 when not set. */
export const DEFAULT_UPCOMING_PER_CUSTOMER = 2;
export const MAX_UPCOMING_PER_CUSTOMER = 10;

/** serviceCalls/{serviceId}: whether and how a service's calls are booked. */
export const serviceCallSchema = z.strictObject({
  enabled: z.boolean({ error: "Say whether the service offers calls" }),
  durationMinutes: minutesField("Call length", 15, 240),
  bufferBeforeMinutes: minutesField("Buffer before", 0, 120),
  bufferAfterMinutes: minutesField("Buffer after", 0, 120),
  minimumNoticeMinutes: minutesField("Minimum notice", 0, 43_200),
  bookingWindowDays: wholeNumber("Booking window", 1, 365, "day"),
  dailyCapPerHost: wholeNumber("Daily cap", 1, 50, "call"),
  stepMinutes: minutesField("Start-time step", 5, 120),
  cancelCutoffHours: wholeNumber("Cancel cutoff", 0, 336, "hour"),
  /** How many upcoming calls of this service one customer may have booked at once. */
  maxUpcomingPerCustomer: wholeNumber(
    "Calls per customer",
    1,
    MAX_UPCOMING_PER_CUSTOMER,
    "call",
  ).default(DEFAULT_UPCOMING_PER_CUSTOMER),
  hostIds: z
    .array(documentIdField("Host"))
    .min(1, "Pick at least one host")
    .max(MAX_HOSTS_PER_CALL, `Pick at most ${MAX_HOSTS_PER_CALL} hosts`)
    .superRefine((ids, ctx) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) {
          ctx.addIssue({ code: "custom", path: [index], message: "This host is already listed" });
        }
      });
    }),
});
export type ServiceCall = z.infer<typeof serviceCallSchema>;

/**
 * GET /availability's query (strings, as a query string gives them; other parameters are
 * ignored): the dates are the visitor's, in `timeZone`, from and to inclusive.
 */
export const availabilityQuerySchema = z
  .object({
    serviceId: documentIdField("Service"),
    from: dateField("From"),
    to: dateField("To"),
    timeZone: timeZoneField,
  })
  .superRefine(({ from, to }, ctx) => {
    if (!isDate(from) || !isDate(to)) return;
    const days = daysBetween(from, to) + 1;
    if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "To must not be before From" });
    } else if (days > MAX_AVAILABILITY_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time (this asks for ${days})`,
      });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** A call's start as ISO 8601 with an offset or Z: "2026-03-03T10:00:00+01:00". */
export const startField = z
  .string({ error: "Start is required" })
  .refine(
    (value) => parseIsoInstant(value) !== null,
    "Start must be a date and time with its offset, like 2026-03-03T10:00:00+01:00",
  );

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isWellFormed, `${label} contains an invalid character`)
    .optional();
}

/** POST /bookings and the booking form; `timeZone` is the visitor's, for their mails and pages. */
export const bookingInputSchema = z.strictObject({
  serviceId: documentIdField("Service"),
  start: startField,
  timeZone: timeZoneField,
  phoneNumber: optionalText("Phone", LIMITS.phone),
  notes: optionalText("Notes", NOTES_MAX),
  holdToken: z
    .string({ error: "Hold token must be text" })
    .regex(HOLD_TOKEN, "Hold token is not one this site gave out")
    .optional(),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** POST /holds: holding a time while the visitor completes the form (no personal data). */
export const holdInputSchema = z.strictObject({
  serviceId: bookingInputSchema.shape.serviceId,
  start: startField,
  timeZone: timeZoneField,
});
export type HoldInput = z.infer<typeof holdInputSchema>;

/** A hold token in a path (DELETE /holds/{token}). */
export function isHoldToken(value: string): boolean {
  return HOLD_TOKEN.test(value);
}

/**
 * PATCH /bookings/{id}: moving a call; `hostId` (admins only) names the host who takes it there,
 * otherwise it keeps its host when that host is free.
 */
export const bookingMoveSchema = z.strictObject({
  start: startField,
  hostId: documentIdField("Host").optional(),
});
export type BookingMove = z.infer<typeof bookingMoveSchema>;

/** PATCH /bookings/{id} by an admin: the call took place, or the customer did not come. */
export const bookingStatusChangeSchema = z.strictObject({
  status: z.enum(["done", "no-show"], {
    error: "Status must be done or no-show (cancel with DELETE, move with a start)",
  }),
});
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

/** PATCH /bookings/{id}'s body: a move, or (admins) a status. */
export const bookingPatchSchema = z.union([bookingMoveSchema, bookingStatusChangeSchema], {
  error: 'Send {"start": "<ISO 8601>"} to move the call, or {"status": "done" | "no-show"}',
});

/** PUT /hosts/{id}: a team member's hours and contact; the name is the team member's. */
export const hostEditSchema = z.strictObject({
  weekly: hostSchema.shape.weekly,
  exceptions: hostSchema.shape.exceptions,
  email: hostContactSchema.shape.email,
  uid: hostContactSchema.shape.uid,
});
export type HostEdit = z.infer<typeof hostEditSchema>;
