/**
 * A busy agency's calendar, for the availability test at volume and the bench: calls and holds of
 * several hosts over many days, of two services, with unswept expired holds, written as the
 * server writes busy documents (`registry.busy.write`), a batch at a time. Deterministic: the same
 * plan gives the same documents.
 */
import type { Firestore } from "firebase-admin/firestore";
import { registry, type BusyRecord } from "../../functions/src/shared/registry.ts";
import type { BusyInterval, ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { busyOf } from "../../functions/src/shared/scheduling/slots.ts";
import { localDays, addDays } from "../../functions/src/shared/scheduling/zones.ts";

const MINUTE = 60_000;

/** The hours every host of the calendar keeps, every day: twelve one-hour rooms for calls. */
export const CALENDAR_HOURS = { start: "08:00", end: "20:00" } as const;
const FIRST_HOUR = 8;
const HOURS = 12;

export interface CalendarPlan {
  /** The documents' ids start with it. */
  prefix: string;
  /** The service whose calls are counted, and its settings (a call with its buffers within 1 h). */
  serviceId: string;
  call: ServiceCall;
  /** Another service of the same hosts: 45-minute calls without buffers. */
  otherServiceId: string;
  hostIds: readonly string[];
  agencyTimeZone: string;
  /** The agency-local first date, and how many days. */
  firstDate: string;
  days: number;
  now: number;
  /** How many busy documents in all; those the live calls leave are expired, unswept holds. */
  count: number;
  /** The most calls and live holds of one host on one day (some days reach it). */
  perDayMax: number;
}

export interface CalendarEntry extends BusyInterval {
  serviceId: string;
}

/** A small seeded generator (mulberry32), so every run writes the same calendar. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The calendar's busy intervals: each host's day gets 1 to `perDayMax` calls and live holds, each
 * in its own hour (so none overlap), at :15 of it; the rest of `count` are holds of the first host
 * that expired before `now` and were not swept yet (anywhere in its hours, overlapping freely).
 */
export function busyCalendar(plan: CalendarPlan): CalendarEntry[] {
  const next = random(56);
  const pick = (n: number) => Math.floor(next() * n);
  const entries: CalendarEntry[] = [];
  const lastDate = addDays(plan.firstDate, plan.days - 1);
  const days = localDays(plan.firstDate, lastDate, plan.agencyTimeZone);
  const other = { durationMinutes: 45, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
  const at = (day: (typeof days)[number], minutes: number) => {
    const instant = day.instant(minutes);
    if (instant === null) throw new Error(`No ${String(minutes)} minutes on ${day.date}`);
    return instant;
  };
  for (const day of days) {
    for (const hostId of plan.hostIds) {
      const hours = [...Array(HOURS).keys()].sort(() => next() - 0.5);
      for (const hour of hours.slice(0, 1 + pick(plan.perDayMax))) {
        const start = at(day, (FIRST_HOUR + hour) * 60 + 15);
        const ours = next() < 0.7;
        const hold = next() < 0.15;
        entries.push({
          id: `${plan.prefix}-${String(entries.length)}`,
          hostId,
          serviceId: ours ? plan.serviceId : plan.otherServiceId,
          kind: hold ? "hold" : "booking",
          ...busyOf(ours ? plan.call : other, start),
          expiresAt: hold ? plan.now + 60 * MINUTE : null,
        });
      }
    }
  }
  const firstHost = plan.hostIds[0] ?? "";
  while (entries.length < plan.count) {
    const day = days[pick(days.length)] ?? days[0];
    if (!day) break;
    const start = at(day, FIRST_HOUR * 60 + 15 * pick(HOURS * 4 - 2));
    entries.push({
      id: `${plan.prefix}-${String(entries.length)}`,
      hostId: firstHost,
      serviceId: plan.serviceId,
      kind: "hold",
      ...busyOf(plan.call, start),
      expiresAt: plan.now - pick(30) * MINUTE - MINUTE,
    });
  }
  return entries.slice(0, plan.count);
}

/** The entry as its busy document's fields. */
export function busyRecordOf(entry: CalendarEntry): BusyRecord {
  return {
    hostId: entry.hostId,
    serviceId: entry.serviceId,
    kind: entry.kind,
    start: new Date(entry.start),
    end: new Date(entry.end),
    busyStart: new Date(entry.busyStart),
    busyEnd: new Date(entry.busyEnd),
    expiresAt: entry.expiresAt === null ? null : new Date(entry.expiresAt),
  };
}

/** Writes the entries' busy documents, 500 to a batch. */
export async function writeCalendar(db: Firestore, entries: readonly CalendarEntry[]) {
  const collection = db.collection(registry.busy.name);
  for (let first = 0; first < entries.length; first += 500) {
    const batch = db.batch();
    for (const entry of entries.slice(first, first + 500)) {
      batch.set(collection.doc(entry.id), registry.busy.write(busyRecordOf(entry)));
    }
    await batch.commit();
  }
}

/** Deletes documents by path, 500 to a batch. */
export async function deleteDocuments(db: Firestore, paths: readonly string[]): Promise<void> {
  for (let first = 0; first < paths.length; first += 500) {
    const batch = db.batch();
    for (const path of paths.slice(first, first + 500)) batch.delete(db.doc(path));
    await batch.commit();
  }
}
