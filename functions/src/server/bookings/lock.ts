/**
 * The lock of the calls: what makes the rule of a slot (slots.ts) hold when people book at the
 * same moment. Used by holds.ts, book.ts and changes.ts, each in its own transaction:
 *
 * - The lock is occupancy/{hostId}_{cellStartMs}, one document per 5-minute cell of a call's busy
 *   time (with its buffers). A hold, a booking or a move reads its cells in its transaction and
 *   writes them there: any cell owned by a booking, or by a hold that has not expired and is not
 *   the caller's own, means 409. Two calls whose busy times overlap share a cell, so of two
 *   transactions that would overlap, one commits and the other runs again and finds the cell
 *   taken; whatever their starts (10:00 for 60 minutes against 10:30 for 30).
 * - The daily cap and "the host with the fewest calls that day" count hostDays/{hostId}_{date}
 *   (a host's calls on an agency-local date, each with its expiry), read and written in the same
 *   transaction, so two bookings cannot both take a host's last place of a day. A call or hold
 *   records the date it took (`hostDay`) and lets go of that one, whatever the zone is by then.
 * - busy/{id} (no personal data) is the read model: the pickers and GET /availability compute
 *   slots from it, and a stale read only ever costs a 409, never a double booking.
 *
 * Expired holds are ignored by the slot code, overwritten by a later transaction, and deleted by
 * the sweep (mail/booking-schedule.ts).
 */
import { type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { serverWriters, type BusyRecord } from "../../shared/registry";
import { readHostDay, readOccupancy } from "../../shared/scheduling/documents";
import { busyOf, cellsOf } from "../../shared/scheduling/slots";
import { localDate } from "../../shared/scheduling/zones";
import { taken, type CallContext } from "./context";

// ---------------------------------------------------------------------------------------------
// The lock: cells and host-day counters, read and written in one transaction.

const cellRef = (db: Firestore, id: string) => db.collection(serverWriters.occupancy.name).doc(id);
const hostDayRef = (db: Firestore, hostId: string, date: string) =>
  db.collection(serverWriters.hostDays.name).doc(`${hostId}_${date}`);

/** A call or hold the transaction gives up (the caller's own hold, the booking being moved). */
export interface Released {
  /** Its busy document's id: the hold's or the booking's. */
  id: string;
  owner: string;
  hostId: string;
  start: number;
  busyStart: number;
  busyEnd: number;
  /** The date of the host-day place it took, as recorded ("" or absent on older documents). */
  hostDay?: string;
}

/**
 * The host-day a released call or hold counts on: the date it recorded when it took its place,
 * so a change of the agency's zone since frees the day it took; older documents without one
 * fall back to its start's date in `zone`.
 */
export const hostDayOf = (released: Released, zone: string): string =>
  released.hostDay || localDate(released.start, zone);

type Calls = Map<string, Date | null>;

/** What a transaction read of the lock, and the writes it will make. */
export class Lock {
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
    const date = hostDayOf(released, zone);
    await this.readDays([{ hostId: released.hostId, date }]);
    const day = this.days.get(hostDayRef(this.db, released.hostId, date).path);
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
export async function claim(
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
): Promise<{ hostId: string; busyStart: number; busyEnd: number; date: string }> {
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
      return { hostId, busyStart, busyEnd, date };
    }
  }
  throw taken();
}

export function busyRecord(
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
