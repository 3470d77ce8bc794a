/**
 * The calls a save of hours or hosts left outside their host's hours or service, as PUT
 * /hosts/{id} and PUT /service-calls/{id} answer them (`orphanedCalls`), and the agenda's marks
 * (shared/scheduling/orphans.ts decides which calls they are).
 */
import {
  ORPHAN_LABELS,
  ORPHAN_REASONS,
  orphanedCalls,
  type OrphanReason,
} from "@shared/scheduling/orphans";
import type { Booking, StoredHost } from "@shared/scheduling/documents";
import type { ServiceCall } from "@shared/scheduling/model";
import { parseIsoInstant } from "@shared/scheduling/zones";

export { ORPHAN_LABELS, type OrphanReason };

/** One call a save left behind, as the page lists it. */
export interface LeftOutCall {
  id: string;
  serviceTitle: string;
  customer: string;
  hostName: string;
  start: number;
  end: number;
  reason: OrphanReason;
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The `orphanedCalls` of a save's answer; entries it cannot read are left out. */
export function leftOutCalls(answer: unknown): LeftOutCall[] {
  const { orphanedCalls: list } = (answer ?? {}) as { orphanedCalls?: unknown };
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const call = (item ?? {}) as Record<string, unknown>;
    const start = parseIsoInstant(textOf(call.start));
    const end = parseIsoInstant(textOf(call.end));
    const reason = ORPHAN_REASONS.find((one) => one === call.reason);
    const id = textOf(call._id);
    if (!id || start === null || end === null || !reason) return [];
    const host = (call.host ?? {}) as { name?: unknown };
    return [
      {
        id,
        serviceTitle: textOf(call.serviceTitle),
        customer: textOf(call.name) || textOf(call.email) || "A customer",
        hostName: textOf(host.name),
        start,
        end,
        reason,
      },
    ];
  });
}

/**
 * The agenda's marks: the upcoming calls (not ended at `now`) outside their host's hours or
 * with a host no longer on their service, by booking id.
 */
export function agendaMarks(
  bookings: readonly Booking[],
  hosts: Iterable<StoredHost>,
  serviceCalls: Iterable<ServiceCall & { id: string }>,
  timeZone: string,
  now: number,
): ReadonlyMap<string, OrphanReason> {
  const upcoming = bookings.filter((booking) => (booking.end?.getTime() ?? 0) > now);
  const found = orphanedCalls(upcoming, [...hosts], [...serviceCalls], timeZone);
  return new Map(found.map(({ id, reason }) => [id, reason]));
}
