/**
 * Booking a call: each operation once, behind the REST API (api/routes/bookings.ts), account
 * deletion and the schedule. The rule of a slot is slots.ts's; this module makes it hold when
 * people book at the same moment:
 *
 * - The lock is occupancy/{hostId}_{cellStartMs}, one document per 5-minute cell of a call's busy
 *   time (with its buffers). A hold, a booking or a move reads its cells in its transaction and
 *   writes them there: any cell owned by a booking, or by a hold that has not expired and is not
 *   the caller's own, means 409. Two calls whose busy times overlap share a cell, so of two
 *   transactions that would overlap, one commits and the other runs again and finds the cell
 *   taken; whatever their starts (10:00 for 60 minutes against 10:30 for 30).
 * - The daily cap and "the host with the fewest calls that day" count hostDays/{hostId}_{date}
 *   (a host's calls on an agency-local date, each with its expiry), read and written in the same
 *   transaction, so two bookings cannot both take a host's last place of a day.
 * - busy/{id} (no personal data) is the read model: the pickers and GET /availability compute
 *   slots from it, and a stale read only ever costs a 409, never a double booking.
 *
 * Expired holds are ignored by the slot code, overwritten by a later transaction, and deleted by
 * the sweep (booking-schedule.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import {
  readIdempotencyKey,
  readOrder,
  readService,
  readTeamMember,
  readUser,
} from "../shared/documents";
import {
  adminQuery,
  queries,
  registry,
  SCHEDULING_SETTINGS,
  serverWriters,
  type BookingRecord,
  type BusyRecord,
} from "../shared/registry";
import {
  readBooking,
  readHold,
  readHost,
  readHostDay,
  readOccupancy,
  readSchedulingSettings,
  readServiceCall,
  toBusyInterval,
  type Booking,
} from "../shared/scheduling/documents";
import {
  HOLD_MINUTES,
  type AvailabilityQuery,
  type BookingInput,
  type BusyInterval,
  type Host,
  type HostEdit,
  type SchedulingSettings,
  type ServiceCall,
} from "../shared/scheduling/model";
import { busyOf, cellsOf, computeSlots } from "../shared/scheduling/slots";
import { formatDateTime } from "../shared/format/dates";
import {
  addDays,
  localDate,
  localDay,
  parseIsoInstant,
  zonedBoundary,
} from "../shared/scheduling/zones";
import { splitNameDeg } from "../shared/team";
import { runTransaction } from "./transaction";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Why an operation refused: an HTTP status, a sentence for people, the fields at fault. */
export class BookingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "BookingError";
  }
}

/** Who asks: a signed-in account (verified: proved its address), or nobody (public). */
export interface Actor {
  uid: string;
  email: string | null;
  verified: boolean;
  admin: boolean;
}

/** The agency itself (account deletion, the sweep): no cutoff applies. */
export const SYSTEM: Actor = { uid: "", email: null, verified: true, admin: true };

export interface Clock {
  /** Epoch ms; Date.now() unless a test says otherwise. */
  now?: number;
}

const collection = (db: Firestore, name: string) => db.collection(name);

// ---------------------------------------------------------------------------------------------
// What a service's calls need: the agency's zone, the call's settings, its hosts.

export interface CallContext {
  serviceId: string;
  serviceTitle: string;
  agencyTimeZone: string;
  call: ServiceCall;
  hosts: (Host & { id: string })[];
}

export async function agencyTimeZone(db: Firestore): Promise<string> {
  const snapshot = await collection(db, registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  return readSchedulingSettings(snapshot.id, snapshot.data()).timeZone;
}

/** 404 for a service that does not exist or offers no calls. */
export async function callContext(db: Firestore, serviceId: string): Promise<CallContext> {
  const [service, callDoc, timeZone] = await Promise.all([
    collection(db, registry.services.name).doc(serviceId).get(),
    collection(db, registry.serviceCalls.name).doc(serviceId).get(),
    agencyTimeZone(db),
  ]);
  if (!service.exists) {
    throw new BookingError(404, "No service has this id", [
      { path: "serviceId", message: "No service has this id" },
    ]);
  }
  const call = readServiceCall(callDoc.id, callDoc.data());
  if (!callDoc.exists || !call.enabled || call.hostIds.length === 0) {
    throw new BookingError(404, "This service offers no calls to book", [
      { path: "serviceId", message: "This service offers no calls" },
    ]);
  }
  const hostDocs = await db.getAll(
    ...call.hostIds.map((id) => collection(db, registry.hosts.name).doc(id)),
  );
  const hosts = hostDocs
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => readHost(snapshot.id, snapshot.data()));
  return {
    serviceId,
    serviceTitle: readService(service.id, service.data()).name,
    agencyTimeZone: timeZone,
    call,
    hosts,
  };
}

/** The agency-local days that [from, to) touches, as instants: from the first's start to the last's end. */
function agencyDaysAround(from: number, to: number, timeZone: string) {
  return {
    start: localDay(localDate(from, timeZone), timeZone).start,
    end: localDay(localDate(to - 1, timeZone), timeZone).end,
  };
}

/** The busy intervals of `hostIds` that can touch the agency-local days of [from, to). */
async function busyAround(
  db: Firestore,
  context: CallContext,
  from: number,
  to: number,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<BusyInterval[]> {
  const days = agencyDaysAround(from, to, context.agencyTimeZone);
  const description = queries.busyBetween(new Date(days.start), new Date(days.end));
  const snapshot = await adminQuery((name): Query => db.collection(name), description).get();
  const hostIds = new Set(context.call.hostIds);
  return snapshot.docs.flatMap((doc) => {
    if (leaveOut.has(doc.id)) return [];
    const interval = toBusyInterval(registry.busy.read(doc.id, doc.data()));
    return interval && hostIds.has(interval.hostId) ? [interval] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Availability.

export interface Availability {
  /** The zone the dates were read in (the visitor's). */
  timeZone: string;
  agencyTimeZone: string;
  slots: { start: number; end: number }[];
}

/** The free starts of a service's calls on the visitor's dates (from and to inclusive). */
export async function availability(
  db: Firestore,
  query: AvailabilityQuery,
  { now = Date.now() }: Clock = {},
): Promise<Availability> {
  const context = await callContext(db, query.serviceId);
  const from = zonedBoundary(query.from, "00:00", query.timeZone);
  const to = zonedBoundary(addDays(query.to, 1), "00:00", query.timeZone);
  const busy = await busyAround(db, context, from, to);
  const slots = computeSlots({
    agencyTimeZone: context.agencyTimeZone,
    call: context.call,
    hosts: context.hosts,
    busy,
    now,
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
  });
  return {
    timeZone: query.timeZone,
    agencyTimeZone: context.agencyTimeZone,
    slots: slots.map(({ start, end }) => ({ start, end })),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking a start, and the hosts that could take it.

function parseStart(value: string): number {
  const start = parseIsoInstant(value);
  if (start === null) {
    throw new BookingError(400, "The start is not a date and time", [
      { path: "start", message: "Use ISO 8601 with an offset, like 2026-03-03T10:00:00+01:00" },
    ]);
  }
  return start;
}

/**
 * The hosts free at `start` by the busy time read (fewest calls that day first), or why not:
 * 400 when `start` is not a slot whoever is booked (the past, the notice, the window, outside
 * the hours, off the step), 409 when it would be one but is taken.
 */
async function candidatesAt(
  db: Firestore,
  context: CallContext,
  start: number,
  now: number,
  leaveOut: ReadonlySet<string>,
): Promise<string[]> {
  const { call, agencyTimeZone: zone } = context;
  const fail = (message: string) => new BookingError(400, message, [{ path: "start", message }]);
  if (start < now) throw fail("That time has passed: pick a time ahead");
  if (start < now + call.minimumNoticeMinutes * MINUTE) {
    throw fail(
      `Book at least ${formatMinutes(call.minimumNoticeMinutes)} ahead: pick a later time`,
    );
  }
  if (start >= now + call.bookingWindowDays * 24 * HOUR) {
    throw fail(`Calls can be booked up to ${call.bookingWindowDays} days ahead`);
  }
  const date = localDate(start, zone);
  const base = {
    agencyTimeZone: zone,
    call,
    hosts: context.hosts,
    now,
    from: date,
    to: date,
    timeZone: zone,
  };
  if (!computeSlots({ ...base, busy: [] }).some((slot) => slot.start === start)) {
    throw fail(
      `${formatDateTime(start, zone, { date: "weekday", offset: true })} is not a start time of this service's calls: pick one of GET /availability's`,
    );
  }
  const { busyStart, busyEnd } = busyOf(call, start);
  const busy = await busyAround(db, context, busyStart, busyEnd, leaveOut);
  const slot = computeSlots({ ...base, busy }).find((found) => found.start === start);
  if (!slot) throw taken();
  return slot.hostIds;
}

function formatMinutes(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

const taken = () =>
  new BookingError(409, "This time is no longer free: pick another one", [
    { path: "start", message: "Taken by another booking meanwhile" },
  ]);

// ---------------------------------------------------------------------------------------------
// The lock: cells and host-day counters, read and written in one transaction.

const cellRef = (db: Firestore, id: string) => collection(db, serverWriters.occupancy.name).doc(id);
const hostDayRef = (db: Firestore, hostId: string, date: string) =>
  collection(db, serverWriters.hostDays.name).doc(`${hostId}_${date}`);

/** A call or hold the transaction gives up (the caller's own hold, the booking being moved). */
interface Released {
  /** Its busy document's id: the hold's or the booking's. */
  id: string;
  owner: string;
  hostId: string;
  start: number;
  busyStart: number;
  busyEnd: number;
}

type Calls = Map<string, Date | null>;

/** What a transaction read of the lock, and the writes it will make. */
class Lock {
  private readonly days = new Map<
    string,
    { ref: DocumentReference; hostId: string; date: string; calls: Calls }
  >();
  private readonly cellsToWrite = new Map<string, Record<string, unknown>>();
  private readonly cellsToDelete = new Set<string>();

  constructor(
    private readonly db: Firestore,
    private readonly tx: Transaction,
    private readonly now: number,
  ) {}

  /** Reads the counters of these host-days (those already read are kept). */
  async readDays(keys: readonly { hostId: string; date: string }[]): Promise<void> {
    const wanted = new Map<string, { ref: DocumentReference; hostId: string; date: string }>();
    for (const { hostId, date } of keys) {
      const ref = hostDayRef(this.db, hostId, date);
      if (!this.days.has(ref.path)) wanted.set(ref.path, { ref, hostId, date });
    }
    const days = [...wanted.values()];
    if (days.length === 0) return;
    const snapshots = await this.tx.getAll(...days.map(({ ref }) => ref));
    snapshots.forEach((snapshot, index) => {
      const day = days[index];
      if (!day) return;
      const calls = readHostDay(snapshot.id, snapshot.data()).calls;
      // Expired holds no longer count.
      for (const [id, expiresAt] of calls) {
        if (expiresAt !== null && expiresAt.getTime() <= this.now) calls.delete(id);
      }
      this.days.set(day.ref.path, { ...day, calls });
    });
  }

  /** The calls a host has on a date (read first with readDays), not counting `leaveOut`. */
  count(hostId: string, date: string, leaveOut: ReadonlySet<string>): number {
    const day = this.days.get(hostDayRef(this.db, hostId, date).path);
    if (!day) return 0;
    return [...day.calls.keys()].filter((id) => !leaveOut.has(id)).length;
  }

  /**
   * Whether every cell is free for `owners`: absent, an expired hold, or owned by one of them.
   */
  async cellsFree(ids: readonly string[], owners: ReadonlySet<string>): Promise<boolean> {
    const snapshots = await this.tx.getAll(...ids.map((id) => cellRef(this.db, id)));
    return snapshots.every((snapshot) => {
      if (!snapshot.exists) return true;
      const cell = readOccupancy(snapshot.id, snapshot.data());
      if (owners.has(cell.owner)) return true;
      return cell.expiresAt !== null && cell.expiresAt.getTime() <= this.now;
    });
  }

  /** Reads a released call's cells and counter: its cells that it still owns are deleted. */
  async release(released: Released, zone: string): Promise<void> {
    await this.readDays([{ hostId: released.hostId, date: localDate(released.start, zone) }]);
    const day = this.days.get(
      hostDayRef(this.db, released.hostId, localDate(released.start, zone)).path,
    );
    day?.calls.delete(released.id);
    const ids = cellsOf(released.hostId, released.busyStart, released.busyEnd);
    if (ids.length === 0) return;
    const snapshots = await this.tx.getAll(...ids.map((id) => cellRef(this.db, id)));
    for (const snapshot of snapshots) {
      if (snapshot.exists && readOccupancy(snapshot.id, snapshot.data()).owner === released.owner) {
        this.cellsToDelete.add(snapshot.id);
      }
    }
  }

  /** Takes the cells of [busyStart, busyEnd) and a place on the host's day for `id`. */
  take({
    id,
    owner,
    hostId,
    date,
    busyStart,
    busyEnd,
    expiresAt,
  }: {
    id: string;
    owner: string;
    hostId: string;
    date: string;
    busyStart: number;
    busyEnd: number;
    expiresAt: Date | null;
  }): void {
    for (const cell of cellsOf(hostId, busyStart, busyEnd)) {
      const start = Number(cell.slice(hostId.length + 1));
      this.cellsToDelete.delete(cell);
      this.cellsToWrite.set(
        cell,
        serverWriters.occupancy.write({ hostId, start: new Date(start), owner, expiresAt }),
      );
    }
    const ref = hostDayRef(this.db, hostId, date);
    const day = this.days.get(ref.path) ?? {
      ref,
      hostId,
      date,
      calls: new Map<string, Date | null>(),
    };
    day.calls.set(id, expiresAt);
    this.days.set(ref.path, day);
  }

  /** The writes, after every read of the transaction. */
  write(): void {
    for (const [id, data] of this.cellsToWrite) this.tx.set(cellRef(this.db, id), data);
    for (const id of this.cellsToDelete) this.tx.delete(cellRef(this.db, id));
    for (const { ref, hostId, date, calls } of this.days.values()) {
      if (calls.size === 0) this.tx.delete(ref);
      else this.tx.set(ref, serverWriters.hostDays.write({ hostId, date, calls }));
    }
  }
}

/**
 * In `tx`: the host that takes `start` (the candidates in order of their calls that day, then
 * id, skipping those at the cap or whose cells are taken), after the released calls are let go.
 * 409 when none can. Reads only: `lock.write()` makes the writes.
 */
async function claim(
  lock: Lock,
  context: CallContext,
  {
    id,
    owner,
    start,
    candidates,
    released,
    prefer,
    expiresAt,
  }: {
    id: string;
    owner: string;
    start: number;
    candidates: readonly string[];
    released: readonly Released[];
    /** Kept first when free (a moved call stays with its host). */
    prefer?: string;
    expiresAt: Date | null;
  },
): Promise<{ hostId: string; busyStart: number; busyEnd: number }> {
  const zone = context.agencyTimeZone;
  const date = localDate(start, zone);
  for (const call of released) await lock.release(call, zone);
  await lock.readDays(candidates.map((hostId) => ({ hostId, date })));
  const leaveOut = new Set(released.map((call) => call.id));
  const owners = new Set(released.map((call) => call.owner));
  owners.add(owner);
  const ordered = candidates
    .map((hostId) => ({ hostId, calls: lock.count(hostId, date, leaveOut) }))
    .filter(({ calls }) => calls < context.call.dailyCapPerHost)
    .sort(
      (a, b) =>
        Number(b.hostId === prefer) - Number(a.hostId === prefer) ||
        a.calls - b.calls ||
        (a.hostId < b.hostId ? -1 : a.hostId > b.hostId ? 1 : 0),
    );
  const { busyStart, busyEnd } = busyOf(context.call, start);
  for (const { hostId } of ordered) {
    if (await lock.cellsFree(cellsOf(hostId, busyStart, busyEnd), owners)) {
      lock.take({ id, owner, hostId, date, busyStart, busyEnd, expiresAt });
      return { hostId, busyStart, busyEnd };
    }
  }
  throw taken();
}

function busyRecord(
  context: CallContext,
  hostId: string,
  kind: "booking" | "hold",
  start: number,
  expiresAt: Date | null,
): BusyRecord {
  const times = busyOf(context.call, start);
  return {
    hostId,
    serviceId: context.serviceId,
    kind,
    start: new Date(times.start),
    end: new Date(times.end),
    busyStart: new Date(times.busyStart),
    busyEnd: new Date(times.busyEnd),
    expiresAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Holds.

const HOLD_TOKEN_BYTES = 24;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A hold's id: part of its token's hash, so busy/{id} (public) never reveals the token. */
export function holdIdOf(token: string): string {
  return tokenHash(token).slice(0, 24);
}

export interface HoldResult {
  holdToken: string;
  holdId: string;
  expiresAt: number;
  start: number;
  end: number;
  hostId: string;
}

/**
 * Holds a slot for HOLD_MINUTES: holds/{id}, busy/{id} (kind hold) and the cells, in one
 * transaction. `count` (the caller's rate limit) runs first in the transaction and may refuse.
 */
export async function holdSlot(
  db: Firestore,
  input: { serviceId: string; start: string },
  {
    now = Date.now(),
    count,
  }: Clock & {
    count?: (tx: Transaction, holdId: string) => Promise<(tx: Transaction) => void>;
  } = {},
): Promise<HoldResult> {
  const start = parseStart(input.start);
  const context = await callContext(db, input.serviceId);
  const candidates = await candidatesAt(db, context, start, now, new Set());
  const holdToken = randomBytes(HOLD_TOKEN_BYTES).toString("base64url");
  const holdId = holdIdOf(holdToken);
  const expiresAt = new Date(now + HOLD_MINUTES * MINUTE);
  const holdRef = collection(db, serverWriters.holds.name).doc(holdId);
  const busyRef = collection(db, registry.busy.name).doc(holdId);
  const { hostId } = await runTransaction(db, async (tx) => {
    const counted = count ? await count(tx, holdId) : null;
    const lock = new Lock(db, tx, now);
    const taken = await claim(lock, context, {
      id: holdId,
      owner: `${serverWriters.holds.name}/${holdId}`,
      start,
      candidates,
      released: [],
      expiresAt,
    });
    lock.write();
    counted?.(tx);
    const busy = busyRecord(context, taken.hostId, "hold", start, expiresAt);
    tx.create(
      holdRef,
      serverWriters.holds.write({
        tokenHash: tokenHash(holdToken),
        serviceId: context.serviceId,
        hostId: taken.hostId,
        start: busy.start,
        end: busy.end,
        busyStart: busy.busyStart,
        busyEnd: busy.busyEnd,
        expiresAt,
      }),
    );
    tx.create(busyRef, registry.busy.write(busy));
    return taken;
  });
  return {
    holdToken,
    holdId,
    expiresAt: expiresAt.getTime(),
    start,
    end: start + context.call.durationMinutes * MINUTE,
    hostId,
  };
}

/** The hold a token names, read in `tx`; null when there is none (or it is not this token's). */
async function holdOf(db: Firestore, tx: Transaction, token: string) {
  const ref = collection(db, serverWriters.holds.name).doc(holdIdOf(token));
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return null;
  const hold = readHold(snapshot.id, snapshot.data());
  if (hold.tokenHash !== tokenHash(token)) return null;
  return { ref, hold };
}

function releasedHold(hold: ReturnType<typeof readHold>): Released | null {
  if (!hold.start || !hold.busyStart || !hold.busyEnd) return null;
  return {
    id: hold.id,
    owner: `${serverWriters.holds.name}/${hold.id}`,
    hostId: hold.hostId,
    start: hold.start.getTime(),
    busyStart: hold.busyStart.getTime(),
    busyEnd: hold.busyEnd.getTime(),
  };
}

/** Lets a hold go (its cells, busy document and place on the host's day); false if none. */
export async function releaseHold(
  db: Firestore,
  token: string,
  { now = Date.now() }: Clock = {},
): Promise<boolean> {
  const zone = await agencyTimeZone(db);
  return runTransaction(db, async (tx) => {
    const found = await holdOf(db, tx, token);
    if (!found) return false;
    await deleteHold(db, tx, found.ref, found.hold, zone, now);
    return true;
  });
}

/** In `tx`, reads then deletes a hold and everything it holds. */
async function deleteHold(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  hold: ReturnType<typeof readHold>,
  zone: string,
  now: number,
): Promise<void> {
  const lock = new Lock(db, tx, now);
  const released = releasedHold(hold);
  if (released) await lock.release(released, zone);
  lock.write();
  tx.delete(ref);
  tx.delete(collection(db, registry.busy.name).doc(hold.id));
}

/** Deletes holds that expired before `now` (at most `max`), with their cells and busy documents. */
export async function sweepExpiredHolds(
  db: Firestore,
  { now = Date.now(), max = 200 }: Clock & { max?: number } = {},
): Promise<number> {
  const expired = await collection(db, serverWriters.holds.name)
    .where("expiresAt", "<=", new Date(now))
    .limit(max)
    .get();
  if (expired.empty) return 0;
  const zone = await agencyTimeZone(db);
  let swept = 0;
  for (const doc of expired.docs) {
    const deleted = await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(doc.ref);
      if (!snapshot.exists) return false;
      const hold = readHold(snapshot.id, snapshot.data());
      if (hold.expiresAt && hold.expiresAt.getTime() > now) return false;
      await deleteHold(db, tx, doc.ref, hold, zone, now);
      return true;
    });
    if (deleted) swept += 1;
  }
  return swept;
}

// ---------------------------------------------------------------------------------------------
// Bookings.

export interface Customer {
  uid: string;
  email: string;
  name: string;
}

/** The name a booking carries: the profile's display name, else the address's local part. */
export async function customerName(db: Firestore, uid: string, email: string): Promise<string> {
  const snapshot = await collection(db, registry.users.name).doc(uid).get();
  const name = readUser(uid, snapshot.data()).displayName.trim();
  return name || email.split("@")[0] || "Customer";
}

export interface BookingChange {
  booking: Booking;
  /** A booking answered again for its Idempotency-Key: nothing was written now. */
  replayed?: boolean;
}

const bookingRef = (db: Firestore, id: string) => collection(db, registry.bookings.name).doc(id);

function hostName(context: CallContext, hostId: string): string {
  return context.hosts.find((host) => host.id === hostId)?.name ?? "";
}

/** A value as a document holds it: a Date as a Timestamp would read. */
const stored = (value: unknown): unknown =>
  value instanceof Date ? { toDate: () => value } : value;

/** A booking as read back after its write (the stamps as `now`). */
function bookingOf(id: string, record: BookingRecord, now: number): Booking {
  const fields = registry.bookings.write(record, new Date(now));
  return readBooking(
    id,
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, stored(value)])),
  );
}

/** The booking an idempotency record names, as stored now; null when it names none. */
async function replayOf(db: Firestore, record: DocumentSnapshot): Promise<BookingChange | null> {
  const id = record.exists ? readIdempotencyKey(record.id, record.data()).bookingId : "";
  if (!id) return null;
  const snapshot = await bookingRef(db, id).get();
  return snapshot.exists
    ? { booking: readBooking(snapshot.id, snapshot.data()), replayed: true }
    : null;
}

/**
 * Books a call for a verified customer: the slot is checked again in the transaction, the
 * caller's hold (holdToken) is let go in it, and the booking is attached to the customer's open
 * (pending) order for the service, or a new order is made. With `replayKey` (the record of the
 * request's Idempotency-Key, api/idempotency.ts) the record is created in the same transaction,
 * and a request that finds it answers the call it names, writing nothing.
 */
export async function createBooking(
  db: Firestore,
  customer: Customer & { verified: boolean },
  input: BookingInput,
  { now = Date.now(), replayKey }: Clock & { replayKey?: DocumentReference } = {},
): Promise<BookingChange> {
  if (!customer.verified) {
    throw new BookingError(403, "Verify your email address before booking a call");
  }
  /** The call a request with the same key made (this request is its retry), or null. */
  const first = async () => (replayKey ? replayOf(db, await replayKey.get()) : null);
  // Before the time is checked: the call the key booked holds that time now.
  const seen = await first();
  if (seen) return seen;
  try {
    const booked = await bookNew(db, customer, input, now, replayKey);
    if (booked) return booked;
  } catch (error) {
    // A request with the same key may have taken the time first.
    const retried = error instanceof BookingError && error.status === 409 ? await first() : null;
    if (retried) return retried;
    throw error;
  }
  const retried = await first();
  if (!retried) throw new BookingError(409, "This request's call is no longer on record");
  return retried;
}

/** createBooking's work; null when `replayKey`'s record was found in the transaction. */
async function bookNew(
  db: Firestore,
  customer: Customer,
  input: BookingInput,
  now: number,
  replayKey?: DocumentReference,
): Promise<BookingChange | null> {
  const start = parseStart(input.start);
  const context = await callContext(db, input.serviceId);
  const heldId = input.holdToken ? holdIdOf(input.holdToken) : null;
  const candidates = await candidatesAt(db, context, start, now, new Set(heldId ? [heldId] : []));
  const ref = collection(db, registry.bookings.name).doc();
  const openOrders = collection(db, registry.orders.name)
    .where("uid", "==", customer.uid)
    .where("serviceId", "==", context.serviceId)
    .where("status", "==", "pending")
    .limit(1);
  const record = await runTransaction(db, async (tx) => {
    // A request with the same key that committed meanwhile.
    if (replayKey && (await tx.get(replayKey)).exists) return null;
    const hold = input.holdToken ? await holdOf(db, tx, input.holdToken) : null;
    const open = (await tx.get(openOrders)).docs[0];
    const lock = new Lock(db, tx, now);
    const releasing = hold ? releasedHold(hold.hold) : null;
    const taken = await claim(lock, context, {
      id: ref.id,
      owner: `${registry.bookings.name}/${ref.id}`,
      start,
      candidates,
      released: releasing ? [releasing] : [],
      prefer: hold?.hold.hostId,
      expiresAt: null,
    });
    lock.write();
    if (hold) {
      tx.delete(hold.ref);
      tx.delete(collection(db, registry.busy.name).doc(hold.hold.id));
    }
    const orderRef = open?.ref ?? collection(db, registry.orders.name).doc();
    const busy = busyRecord(context, taken.hostId, "booking", start, null);
    const booking: BookingRecord = {
      serviceId: context.serviceId,
      serviceTitle: context.serviceTitle,
      hostId: taken.hostId,
      hostName: hostName(context, taken.hostId),
      uid: customer.uid,
      name: customer.name,
      email: customer.email,
      timeZone: input.timeZone,
      ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
      start: busy.start,
      end: busy.end,
      busyStart: busy.busyStart,
      busyEnd: busy.busyEnd,
      status: "booked",
      orderId: orderRef.id,
      sequence: 0,
    };
    tx.create(ref, registry.bookings.write(booking, FieldValue.serverTimestamp()));
    tx.create(collection(db, registry.busy.name).doc(ref.id), registry.busy.write(busy));
    const call = { bookingId: ref.id, callStart: busy.start };
    if (open) {
      tx.update(open.ref, call);
    } else {
      tx.create(orderRef, {
        ...registry.orders.write(
          {
            uid: customer.uid,
            serviceId: context.serviceId,
            input: {
              name: customer.name,
              email: customer.email,
              phoneNumber: input.phoneNumber ?? "",
              address: "",
              serviceName: context.serviceTitle,
            },
          },
          FieldValue.serverTimestamp(),
        ),
        ...call,
      });
    }
    if (replayKey) {
      tx.create(
        replayKey,
        serverWriters.idempotencyKeys.write(
          { uid: customer.uid, bookingId: ref.id },
          FieldValue.serverTimestamp(),
        ),
      );
    }
    return booking;
  });
  return record && { booking: bookingOf(ref.id, record, now) };
}

/** The booking `id` as `actor` may see it: its customer or an admin (404 for anyone else). */
export async function getBooking(db: Firestore, actor: Actor, id: string): Promise<Booking> {
  const snapshot = await bookingRef(db, id).get();
  return visible(snapshot, actor);
}

function visible(snapshot: DocumentSnapshot, actor: Actor): Booking {
  const booking = readBooking(snapshot.id, snapshot.data());
  if (!snapshot.exists || (!actor.admin && (booking.uid === "" || booking.uid !== actor.uid))) {
    throw new BookingError(404, "No booking of yours has this id");
  }
  return booking;
}

/** 409 when a customer changes a call after its cutoff (admins always may). */
function checkCutoff(actor: Actor, booking: Booking, call: ServiceCall, now: number, verb: string) {
  if (actor.admin || !booking.start) return;
  const cutoff = booking.start.getTime() - call.cancelCutoffHours * HOUR;
  if (now > cutoff) {
    throw new BookingError(
      409,
      `Calls can be ${verb} until ${call.cancelCutoffHours} hours before they start; to change this one, contact us`,
    );
  }
}

function releasedBooking(booking: Booking): Released | null {
  if (!booking.start || !booking.busyStart || !booking.busyEnd) return null;
  return {
    id: booking.id,
    owner: `${registry.bookings.name}/${booking.id}`,
    hostId: booking.hostId,
    start: booking.start.getTime(),
    busyStart: booking.busyStart.getTime(),
    busyEnd: booking.busyEnd.getTime(),
  };
}

/** The service's call settings for a booking's changes (disabled calls still move and cancel). */
async function contextOf(db: Firestore, booking: Booking): Promise<CallContext> {
  try {
    return await callContext(db, booking.serviceId);
  } catch (error) {
    if (!(error instanceof BookingError) || error.status !== 404) throw error;
    throw new BookingError(
      409,
      "This service no longer offers calls: contact us to change this one",
    );
  }
}

function checkBooked(booking: Booking, action: string): void {
  if (booking.status === "cancelled") {
    throw new BookingError(409, `This call is cancelled and cannot be ${action}`);
  }
  if (booking.status !== "booked") {
    throw new BookingError(409, `This call has taken place and cannot be ${action}`);
  }
}

/**
 * Moves a call to another slot: the same booking (its invite's UID), sequence + 1, its old cells
 * let go and the new ones taken in one transaction; with its host when that host is free.
 */
export async function moveBooking(
  db: Firestore,
  actor: Actor,
  id: string,
  newStart: string,
  { now = Date.now() }: Clock = {},
): Promise<BookingChange> {
  const start = parseStart(newStart);
  const current = await getBooking(db, actor, id);
  checkBooked(current, "moved");
  const context = await contextOf(db, current);
  checkCutoff(actor, current, context.call, now, "moved");
  const candidates = await candidatesAt(db, context, start, now, new Set([id]));
  const ref = bookingRef(db, id);
  const result = await runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    checkBooked(booking, "moved");
    checkCutoff(actor, booking, context.call, now, "moved");
    const releasing = releasedBooking(booking);
    const order = booking.orderId
      ? await tx.get(collection(db, registry.orders.name).doc(booking.orderId))
      : null;
    const lock = new Lock(db, tx, now);
    const taken = await claim(lock, context, {
      id,
      owner: `${registry.bookings.name}/${id}`,
      start,
      candidates,
      released: releasing ? [releasing] : [],
      prefer: booking.hostId,
      expiresAt: null,
    });
    lock.write();
    const busy = busyRecord(context, taken.hostId, "booking", start, null);
    const changes = {
      hostId: taken.hostId,
      hostName: hostName(context, taken.hostId) || booking.hostName,
      start: busy.start,
      end: busy.end,
      busyStart: busy.busyStart,
      busyEnd: busy.busyEnd,
      sequence: booking.sequence + 1,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, changes);
    tx.set(collection(db, registry.busy.name).doc(id), registry.busy.write(busy));
    if (order?.exists && readOrder(order.id, order.data()).bookingId === id) {
      tx.update(order.ref, { callStart: busy.start });
    }
    return { booking, changes };
  });
  const { booking, changes } = result;
  return {
    booking: {
      ...booking,
      ...changes,
      updatedAt: new Date(now),
    },
  };
}

/**
 * Cancels a call: status cancelled, sequence + 1, its cells, busy document and place on the
 * host's day let go. `changed` false when it was cancelled already (nothing written).
 */
export async function cancelBooking(
  db: Firestore,
  actor: Actor,
  id: string,
  { now = Date.now() }: Clock = {},
): Promise<BookingChange & { changed: boolean }> {
  const current = await getBooking(db, actor, id);
  if (current.status === "cancelled") return { booking: current, changed: false };
  checkBooked(current, "cancelled");
  const zone = await agencyTimeZone(db);
  const callDoc = await collection(db, registry.serviceCalls.name).doc(current.serviceId).get();
  const call = readServiceCall(callDoc.id, callDoc.data());
  checkCutoff(actor, current, call, now, "cancelled");
  const ref = bookingRef(db, id);
  return runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    if (booking.status === "cancelled") return { booking, changed: false };
    checkBooked(booking, "cancelled");
    checkCutoff(actor, booking, call, now, "cancelled");
    const order = booking.orderId
      ? await tx.get(collection(db, registry.orders.name).doc(booking.orderId))
      : null;
    const lock = new Lock(db, tx, now);
    const releasing = releasedBooking(booking);
    if (releasing) await lock.release(releasing, zone);
    lock.write();
    const sequence = booking.sequence + 1;
    tx.update(ref, { status: "cancelled", sequence, updatedAt: FieldValue.serverTimestamp() });
    tx.delete(collection(db, registry.busy.name).doc(id));
    if (order?.exists && readOrder(order.id, order.data()).bookingId === id) {
      tx.update(order.ref, { callStart: null });
    }
    return {
      booking: { ...booking, status: "cancelled", sequence, updatedAt: new Date(now) },
      changed: true,
    };
  });
}

/** Admins: a call took place (done) or the customer did not come (no-show), once it started. */
export async function setStatus(
  db: Firestore,
  actor: Actor,
  id: string,
  status: "done" | "no-show",
  { now = Date.now() }: Clock = {},
): Promise<BookingChange & { changed: boolean }> {
  if (!actor.admin) throw new BookingError(403, "Only admins mark calls done or missed");
  const ref = bookingRef(db, id);
  return runTransaction(db, async (tx) => {
    const booking = visible(await tx.get(ref), actor);
    if (booking.status === status) return { booking, changed: false };
    if (booking.status === "cancelled") {
      throw new BookingError(409, "This call is cancelled: it cannot be marked done or missed");
    }
    if (!booking.start || booking.start.getTime() > now) {
      throw new BookingError(409, "A call can be marked done or missed once it has started");
    }
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
    return { booking: { ...booking, status, updatedAt: new Date(now) }, changed: true };
  });
}

/** The account's calls that have not started, booked: for account deletion. */
export async function futureBookingIds(
  db: Firestore,
  uid: string,
  { now = Date.now() }: Clock = {},
): Promise<string[]> {
  const snapshot = await collection(db, registry.bookings.name)
    .where("uid", "==", uid)
    .where("start", ">=", new Date(now))
    .get();
  return snapshot.docs
    .filter((doc) => readBooking(doc.id, doc.data()).status === "booked")
    .map((doc) => doc.id);
}

// ---------------------------------------------------------------------------------------------
// The back office's settings.

export async function saveSchedulingSettings(
  db: Firestore,
  settings: SchedulingSettings,
): Promise<SchedulingSettings> {
  await collection(db, registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .set(registry.schedulingSettings.write(settings, FieldValue.serverTimestamp()));
  return settings;
}

/** A host is a team member: its public hours (hosts/{id}) and its contact (hostContacts/{id}). */
export async function saveHost(
  db: Firestore,
  id: string,
  edit: HostEdit,
): Promise<Host & { id: string; email: string; uid: string | null }> {
  const member = await collection(db, registry.team.name).doc(id).get();
  if (!member.exists) {
    throw new BookingError(404, "No team member has this id: a host is a team member");
  }
  const name = splitNameDeg(readTeamMember(member.id, member.data()).nameDeg).name;
  const host: Host = { name, weekly: edit.weekly, exceptions: edit.exceptions };
  const batch = db.batch();
  batch.set(
    collection(db, registry.hosts.name).doc(id),
    registry.hosts.write(host, FieldValue.serverTimestamp()),
  );
  batch.set(
    collection(db, registry.hostContacts.name).doc(id),
    registry.hostContacts.write({ email: edit.email, uid: edit.uid }, FieldValue.serverTimestamp()),
  );
  await batch.commit();
  return {
    ...readHost(id, registry.hosts.write(host, null)),
    email: edit.email.trim().toLowerCase(),
    uid: edit.uid,
  };
}

/** A service's calls: the service must exist, and each host must have hours (hosts/{id}). */
export async function saveServiceCall(
  db: Firestore,
  serviceId: string,
  call: ServiceCall,
): Promise<ServiceCall> {
  const [service, ...hosts] = await db.getAll(
    collection(db, registry.services.name).doc(serviceId),
    ...call.hostIds.map((id) => collection(db, registry.hosts.name).doc(id)),
  );
  if (!service?.exists) throw new BookingError(404, "No service has this id");
  const missing = call.hostIds.filter((_id, index) => !hosts[index]?.exists);
  if (missing.length > 0) {
    throw new BookingError(
      400,
      "Each host must be a team member with hours: set their hours first (PUT /hosts/{id})",
      missing.map((id) => ({
        path: `hostIds.${call.hostIds.indexOf(id)}`,
        message: `${id} has no hours`,
      })),
    );
  }
  await collection(db, registry.serviceCalls.name)
    .doc(serviceId)
    .set(registry.serviceCalls.write(call, FieldValue.serverTimestamp()));
  return call;
}
