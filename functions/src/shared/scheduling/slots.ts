/**
 * Which times a service's call can start at, and with whom: one pure function behind the pickers,
 * GET /availability and the check a booking or a move makes in its transaction.
 *
 * The rule: a start is a slot when at least one of the service's hosts is free for it:
 * - the start falls on one of the step's marks of the agency's clock: its agency-local time of
 *   day is a multiple of `stepMinutes` after midnight (:00, :15, :30, :45 for a 15-minute step;
 *   for a step that does not divide an hour, counted from the agency-local midnight); a time the
 *   clocks skip (a gap) is no start, a time they repeat (an overlap) is its first occurrence
 *   (zones.ts);
 * - the call itself, [start, start + duration), lies inside one of that host's ranges of hours for
 *   the agency-local day of the start (the date's exception, else the weekday's ranges);
 * - the call with its buffers, [start - bufferBefore, start + duration + bufferAfter), overlaps
 *   none of that host's busy intervals (bookings and holds not expired at `now`, buffers
 *   included): buffers keep calls apart, and may lie outside the hours;
 * - the host under its daily cap: fewer calls (bookings and unexpired holds) starting on that
 *   agency-local date than `dailyCapPerHost`;
 * - `now + minimumNotice <= start < now + bookingWindowDays * 24 h`;
 * - and the start on the visitor's dates `from` to `to` (inclusive) in their `timeZone`.
 * A slot's hosts come in the order a booking picks them: fewest calls that agency-local day, then
 * id (plain string order).
 *
 * The server checks a requested start (a hold, a booking, a move) with computeSlots on the
 * start's agency-local day, leaving out of `busy` the intervals it replaces (the visitor's own
 * hold, the booking being moved).
 */
import type { BusyInterval, Host, Range, ServiceCall, WeeklyHours } from "./model";
import { CELL_MINUTES } from "./model";
import {
  addDays,
  localDate,
  localDays,
  minutesOf,
  weekdayOf,
  zonedBoundary,
  type LocalDay,
} from "./zones";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CELL = CELL_MINUTES * MINUTE;

export interface SlotQuery {
  /** The zone the hosts' hours are in (settings/scheduling). */
  agencyTimeZone: string;
  call: ServiceCall;
  /** Hosts by id; those not in `call.hostIds` are left out. */
  hosts: readonly (Host & { id: string })[];
  /**
   * The hosts' busy intervals, of every service (a host's calls all count for its cap); those of
   * other hosts are left out, and holds expired at `now` ignored.
   */
  busy: readonly BusyInterval[];
  now: number;
  /** The visitor's dates, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

export interface Slot {
  start: number;
  end: number;
  /** The hosts free at this start, the one a booking goes to first. */
  hostIds: string[];
}

/** A call's interval and its busy interval (with the buffers) when it starts at `start`. */
export function busyOf(
  call: Pick<ServiceCall, "durationMinutes" | "bufferBeforeMinutes" | "bufferAfterMinutes">,
  start: number,
): { start: number; end: number; busyStart: number; busyEnd: number } {
  const end = start + call.durationMinutes * MINUTE;
  return {
    start,
    end,
    busyStart: start - call.bufferBeforeMinutes * MINUTE,
    busyEnd: end + call.bufferAfterMinutes * MINUTE,
  };
}

/**
 * The ids of the occupancy documents of a busy interval: `${hostId}_${cellStartMs}` for every
 * 5-minute cell (aligned on the epoch) that [busyStart, busyEnd) touches.
 */
export function cellsOf(hostId: string, busyStart: number, busyEnd: number): string[] {
  if (!Number.isFinite(busyStart) || !Number.isFinite(busyEnd)) {
    throw new RangeError("A busy interval needs finite instants");
  }
  const cells: string[] = [];
  for (let cell = Math.floor(busyStart / CELL) * CELL; cell < busyEnd; cell += CELL) {
    cells.push(`${hostId}_${cell}`);
  }
  return cells;
}

/** A host's ranges of hours on an agency-local date: the date's exception, else its weekday's. */
export function hoursOn(host: Pick<Host, "weekly" | "exceptions">, date: string): Range[] {
  return (
    host.exceptions.find((exception) => exception.date === date)?.ranges ??
    host.weekly[weekdayOf(date)]
  );
}

interface HostPlan {
  id: string;
  weekly: WeeklyHours;
  exceptions: Map<string, Range[]>;
  /** The host's busy time, merged: disjoint, sorted (so the ends are sorted too). */
  busyStarts: number[];
  busyEnds: number[];
  /** The starts of the host's calls (bookings and live holds), sorted. */
  callStarts: number[];
}

interface Plan {
  agencyTimeZone: string;
  call: ServiceCall;
  hosts: HostPlan[];
  /** Starts are in [low, high): the visitor's dates, the notice and the window together. */
  low: number;
  high: number;
}

/** The first index of sorted `values` whose value is >= `value` (or > it, when `after`). */
function search(values: readonly number[], value: number, after = false): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = values[middle] ?? 0;
    if (at < value || (after && at === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function hostPlan(host: Host & { id: string }, busy: readonly BusyInterval[]): HostPlan {
  const intervals = [...busy].sort((a, b) => a.busyStart - b.busyStart);
  const busyStarts: number[] = [];
  const busyEnds: number[] = [];
  for (const { busyStart, busyEnd } of intervals) {
    if (!(busyStart < busyEnd)) continue;
    const last = busyEnds.length - 1;
    if (last >= 0 && busyStart <= (busyEnds[last] ?? 0)) {
      busyEnds[last] = Math.max(busyEnds[last] ?? 0, busyEnd);
    } else {
      busyStarts.push(busyStart);
      busyEnds.push(busyEnd);
    }
  }
  return {
    id: host.id,
    weekly: host.weekly,
    exceptions: new Map(host.exceptions.map(({ date, ranges }) => [date, ranges])),
    busyStarts,
    busyEnds,
    callStarts: busy.map(({ start }) => start).sort((a, b) => a - b),
  };
}

function planOf(query: SlotQuery): Plan | null {
  const { call, now } = query;
  if (!call.enabled) return null;
  const low = Math.max(
    zonedBoundary(query.from, "00:00", query.timeZone),
    now + call.minimumNoticeMinutes * MINUTE,
  );
  const high = Math.min(
    zonedBoundary(addDays(query.to, 1), "00:00", query.timeZone),
    now + call.bookingWindowDays * DAY,
  );
  if (!(low < high)) return null;

  const byId = new Map(query.hosts.map((host) => [host.id, host]));
  const busyByHost = new Map<string, BusyInterval[]>();
  for (const interval of query.busy) {
    if (interval.expiresAt !== null && interval.expiresAt <= now) continue;
    const list = busyByHost.get(interval.hostId);
    if (list) list.push(interval);
    else busyByHost.set(interval.hostId, [interval]);
  }
  const hosts: HostPlan[] = [];
  for (const id of new Set(call.hostIds)) {
    const host = byId.get(id);
    if (host) hosts.push(hostPlan(host, busyByHost.get(id) ?? []));
  }
  return { agencyTimeZone: query.agencyTimeZone, call, hosts, low, high };
}

function isFree(host: HostPlan, busyStart: number, busyEnd: number): boolean {
  // The first merged interval that ends after busyStart is the only one that can overlap.
  const index = search(host.busyEnds, busyStart, true);
  return index >= host.busyStarts.length || (host.busyStarts[index] ?? 0) >= busyEnd;
}

/** The slots of one agency-local day, in order, appended to `out`. */
function daySlots(plan: Plan, day: LocalDay, out: Slot[]): void {
  const { call, low, high } = plan;
  const before = call.bufferBeforeMinutes * MINUTE;
  const length = call.durationMinutes * MINUTE;
  const after = call.bufferAfterMinutes * MINUTE;
  const weekday = weekdayOf(day.date);
  const calls = new Map<string, number>();
  const hostsAt = new Map<number, string[]>();

  for (const host of plan.hosts) {
    const count = search(host.callStarts, day.end) - search(host.callStarts, day.start);
    if (count >= call.dailyCapPerHost) continue;
    calls.set(host.id, count);
    for (const range of host.exceptions.get(day.date) ?? host.weekly[weekday]) {
      const [first, last] = [minutesOf(range.start), minutesOf(range.end)];
      if (!(first < last)) continue;
      const rangeStart = day.boundary(first);
      const rangeEnd = day.boundary(last);
      // The first mark of the step at or after the range's start, from the agency's midnight.
      for (
        let minutes = Math.ceil(first / call.stepMinutes) * call.stepMinutes;
        minutes < last;
        minutes += call.stepMinutes
      ) {
        const start = day.instant(minutes);
        if (start === null || start < low || start < rangeStart) continue;
        if (start >= high || start + length > rangeEnd) break;
        if (!isFree(host, start - before, start + length + after)) continue;
        const free = hostsAt.get(start);
        if (free) free.push(host.id);
        else hostsAt.set(start, [host.id]);
      }
    }
  }

  const starts = [...hostsAt.keys()].sort((a, b) => a - b);
  for (const start of starts) {
    const hostIds = (hostsAt.get(start) ?? []).sort(
      (a, b) => (calls.get(a) ?? 0) - (calls.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    );
    out.push({ start, end: start + length, hostIds });
  }
}

/** Every slot of the query, sorted by start. */
export function computeSlots(query: SlotQuery): Slot[] {
  const plan = planOf(query);
  if (!plan) return [];
  const zone = plan.agencyTimeZone;
  const slots: Slot[] = [];
  for (const day of localDays(localDate(plan.low, zone), localDate(plan.high - 1, zone), zone)) {
    daySlots(plan, day, slots);
  }
  return slots;
}
