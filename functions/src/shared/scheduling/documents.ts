/**
 * The booking's stored documents, read as forgivingly as documents.ts reads the others: a missing
 * or mistyped field reads as an empty value, never as more availability than was set (broken hours
 * read as none, a broken service call as disabled, a broken exception as a day off). Timestamps
 * read as Dates (null when missing); `toBusyInterval` turns a busy document into the interval the
 * slot code takes, so the pickers and the server compute slots from the same data.
 */
import { z } from "../zod";
import { date, fieldsOf, reader, text, type DocumentReader } from "../documents";
import { isDocumentId } from "../schemas";
import {
  BOOKING_STATUSES,
  BUSY_KINDS,
  dateExceptionSchema,
  dayRangesSchema,
  DEFAULT_AGENCY_TIME_ZONE,
  DEFAULT_UPCOMING_PER_CUSTOMER,
  hostContactSchema,
  serviceCallSchema,
  type BusyInterval,
  type DateException,
  type ServiceCall,
  type WeeklyHours,
} from "./model";
import { isDate, isTimeZone, WEEKDAYS } from "./zones";

/** One day's ranges when they are valid (sorted, not overlapping), else none. */
const dayRanges = z
  .unknown()
  .optional()
  .transform((value) => {
    const parsed = dayRangesSchema.safeParse(value);
    return parsed.success ? parsed.data : [];
  });

const weekly = z
  .unknown()
  .optional()
  .transform((value): WeeklyHours => {
    const days = fieldsOf(value) as Record<string, unknown>;
    return Object.fromEntries(
      WEEKDAYS.map((day) => [day, dayRanges.parse(days[day])]),
    ) as WeeklyHours;
  });

/**
 * The valid dates' exceptions, the first of each date; one whose ranges are unreadable is a day
 * off (never hours nobody set).
 */
const exceptions = z
  .unknown()
  .optional()
  .transform((value): DateException[] => {
    if (!Array.isArray(value)) return [];
    const found = new Map<string, DateException>();
    for (const raw of value as unknown[]) {
      const { date: day, ranges } = fieldsOf(raw) as { date?: unknown; ranges?: unknown };
      if (typeof day !== "string" || !isDate(day) || found.has(day)) continue;
      const parsed = dateExceptionSchema.safeParse({ date: day, ranges });
      found.set(day, parsed.success ? parsed.data : { date: day, ranges: [] });
    }
    return [...found.values()];
  });

/** hosts/{teamMemberId}. */
export const hostDocument = z.object({ name: text, weekly, exceptions });

/** hostContacts/{teamMemberId}: an unreadable address reads as "" (no invite is sent). */
export const hostContactDocument = z.object({
  email: hostContactSchema.shape.email.catch(""),
  uid: hostContactSchema.shape.uid.catch(null),
});

const DISABLED_CALL: ServiceCall = {
  enabled: false,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 1,
  dailyCapPerHost: 1,
  stepMinutes: 30,
  cancelCutoffHours: 0,
  maxUpcomingPerCustomer: DEFAULT_UPCOMING_PER_CUSTOMER,
  hostIds: [],
};

/**
 * serviceCalls/{serviceId}: the stored settings when they pass the schema; otherwise each readable
 * field with the call disabled, so the back office shows what is there and nobody books it.
 */
export const serviceCallDocument = z
  .unknown()
  .optional()
  .transform((value): ServiceCall => {
    const fields = fieldsOf(value) as Record<string, unknown>;
    const picked = Object.fromEntries(
      Object.keys(serviceCallSchema.shape).map((key) => [key, fields[key]]),
    );
    const parsed = serviceCallSchema.safeParse(picked);
    if (parsed.success) return parsed.data;
    const call: Record<string, unknown> = { ...DISABLED_CALL };
    for (const [key, schema] of Object.entries(serviceCallSchema.shape)) {
      const field = (schema as z.ZodType).safeParse(fields[key]);
      if (field.success) call[key] = field.data;
    }
    return { ...(call as unknown as ServiceCall), enabled: false };
  });

const zone = (fallback: string) => z.string().refine(isTimeZone).catch(fallback);

/** settings/scheduling: the agency's zone, Europe/Berlin when missing or unknown. */
export const schedulingSettingsDocument = z.object({
  timeZone: zone(DEFAULT_AGENCY_TIME_ZONE),
});

/** bookings/{id}. An unknown customer zone reads as the agency's default (mails stay readable). */
export const bookingDocument = z.object({
  serviceId: text,
  serviceTitle: text,
  hostId: text,
  hostName: text,
  uid: text,
  name: text,
  email: text,
  timeZone: zone(DEFAULT_AGENCY_TIME_ZONE),
  phoneNumber: text,
  notes: text,
  start: date,
  end: date,
  busyStart: date,
  busyEnd: date,
  status: z.enum(BOOKING_STATUSES).catch("booked"),
  orderId: text,
  sequence: z.number().int().min(0).catch(0),
  createdAt: date,
  /** When the call got its current time (booked or last moved); null on older documents. */
  scheduledAt: date,
  /** The date of the host-day place it took (hostDays/{hostId}_{hostDay}); "" on older ones. */
  hostDay: text,
  updatedAt: date,
  /** When the customer deleted their account (name, email, phone, notes and uid are then blank). */
  accountDeletedAt: date,
  /**
   * An admin keeps the call with this host at this start although it lies outside the host's
   * hours or the host left the service (orphans.ts); null when nobody did.
   */
  keptOutsideHours: z.object({ hostId: text, start: date }).nullable().catch(null),
});

/** busy/{bookingId|holdId}: no personal data. */
export const busyDocument = z.object({
  hostId: text,
  serviceId: text,
  kind: z.enum(BUSY_KINDS).catch("booking"),
  start: date,
  end: date,
  busyStart: date,
  busyEnd: date,
  expiresAt: date,
});

/** holds/{holdId} (server only): `tokenHash` is the SHA-256 (hex) of the token handed out. */
export const holdDocument = z.object({
  tokenHash: text,
  serviceId: text,
  hostId: text,
  start: date,
  end: date,
  busyStart: date,
  busyEnd: date,
  expiresAt: date,
  /** The date of the host-day place it took (hostDays/{hostId}_{hostDay}); "" on older ones. */
  hostDay: text,
});

/** occupancy/{hostId}_{cellStartMs}: `owner` is "bookings/ID" or "holds/ID". */
export const occupancyDocument = z.object({
  hostId: text,
  start: date,
  owner: text,
  expiresAt: date,
});

/**
 * hostDays/{hostId}_{date} (server only): the calls (bookings and holds, by busy id) of a host on
 * an agency-local date, each with its expiry (null for a booking): read and written in every
 * booking's transaction, so the daily cap and "fewest calls that day" hold under races.
 */
export const hostDayDocument = z.object({
  hostId: text,
  date: text,
  calls: z
    .unknown()
    .optional()
    .transform((value) => {
      const calls = new Map<string, Date | null>();
      for (const [id, expiresAt] of Object.entries(fieldsOf(value))) {
        if (!isDocumentId(id)) continue;
        calls.set(id, expiresAt === null ? null : (date.parse(expiresAt) ?? new Date(0)));
      }
      return calls;
    }),
});

type WithId<S extends z.ZodType> = { id: string } & z.output<S>;

export type StoredHost = WithId<typeof hostDocument>;
export type StoredHostContact = WithId<typeof hostContactDocument>;
export type StoredServiceCall = { id: string } & ServiceCall;
export type StoredSchedulingSettings = WithId<typeof schedulingSettingsDocument>;
export type Booking = WithId<typeof bookingDocument>;
export type Busy = WithId<typeof busyDocument>;
export type Hold = WithId<typeof holdDocument>;
export type Occupancy = WithId<typeof occupancyDocument>;
export type HostDay = WithId<typeof hostDayDocument>;

export const readHost = reader(hostDocument);
export const readHostContact = reader(hostContactDocument);
export const readServiceCall: DocumentReader<StoredServiceCall> = (id, data) => ({
  id,
  ...serviceCallDocument.parse(data),
});
export const readSchedulingSettings = reader(schedulingSettingsDocument);
export const readBooking = reader(bookingDocument);
export const readBusy = reader(busyDocument);
export const readHold = reader(holdDocument);
export const readOccupancy = reader(occupancyDocument);
export const readHostDay = reader(hostDayDocument);

/**
 * A busy document as the slot code's interval; null when one of its times is unreadable (such a
 * document blocks nothing, and its occupancy cells still guard the time).
 */
export function toBusyInterval(busy: Busy): BusyInterval | null {
  const { start, end, busyStart, busyEnd } = busy;
  if (!start || !end || !busyStart || !busyEnd) return null;
  return {
    id: busy.id,
    hostId: busy.hostId,
    kind: busy.kind,
    start: start.getTime(),
    end: end.getTime(),
    busyStart: busyStart.getTime(),
    busyEnd: busyEnd.getTime(),
    expiresAt: busy.kind === "hold" ? (busy.expiresAt?.getTime() ?? 0) : null,
  };
}
