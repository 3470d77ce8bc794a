/**
 * The booked calls a change of hours or hosts left behind: a call whose start..end no longer
 * lies inside one range of its host's hours on its agency-local date (the date's exception, else
 * the weekday's), or whose host is no longer one of its service's hosts. The back office lists
 * them after saving a host or a service's calls, and the agenda marks them until an admin moves
 * the call, gives it to another host, or keeps it as it is (`keptOutsideHours`, for the call's
 * host and start at the time: a later move or new host makes it a call like any other again).
 * Buffers are not part of the check: they may lie outside the hours.
 */
import type { Host, ServiceCall } from "./model";
import { hoursOn } from "./slots";
import { localDate, localDay, minutesOf } from "./zones";

export const ORPHAN_REASONS = ["outside-hours", "host-not-on-service"] as const;
export type OrphanReason = (typeof ORPHAN_REASONS)[number];

export const ORPHAN_LABELS: Record<OrphanReason, string> = {
  "outside-hours": "outside hours",
  "host-not-on-service": "host no longer on this service",
};

/** The fields of a booking the check reads (a stored Booking has them all). */
export interface CallOfHost {
  id: string;
  serviceId: string;
  hostId: string;
  status: string;
  start: Date | null;
  end: Date | null;
  keptOutsideHours?: { hostId: string; start: Date | null } | null;
}

export interface OrphanedCall {
  id: string;
  serviceId: string;
  hostId: string;
  start: number;
  end: number;
  reason: OrphanReason;
}

type HostHours = Pick<Host, "weekly" | "exceptions"> & { id: string };

/** Whether [start, end) lies inside one of `host`'s ranges on the agency-local date of `start`. */
export function insideHours(host: HostHours, start: number, end: number, zone: string): boolean {
  const date = localDate(start, zone);
  const day = localDay(date, zone);
  return hoursOn(host, date).some(
    (range) =>
      day.boundary(minutesOf(range.start)) <= start && end <= day.boundary(minutesOf(range.end)),
  );
}

/** Whether an admin kept the call as it is now (its host and start). */
function isKept(call: CallOfHost): boolean {
  const kept = call.keptOutsideHours;
  return (
    !!kept &&
    kept.hostId === call.hostId &&
    kept.start !== null &&
    kept.start.getTime() === call.start?.getTime()
  );
}

/**
 * The booked calls of `bookings` that lie outside their host's hours (in the agency's `zone`) or
 * whose host is not among their service's `hostIds`, in the order given; calls an admin kept, and
 * calls of any other status, are left out. Pass the upcoming calls: this does not look at the
 * clock. A service without call settings has no hosts; a host without hours has none either.
 */
export function orphanedCalls(
  bookings: readonly CallOfHost[],
  hosts: readonly HostHours[],
  serviceCalls: readonly (Pick<ServiceCall, "hostIds"> & { id: string })[],
  zone: string,
): OrphanedCall[] {
  const hostsById = new Map(hosts.map((host) => [host.id, host]));
  const callsById = new Map(serviceCalls.map((call) => [call.id, call]));
  const orphans: OrphanedCall[] = [];
  for (const call of bookings) {
    if (call.status !== "booked" || !call.start || !call.end || isKept(call)) continue;
    const [start, end] = [call.start.getTime(), call.end.getTime()];
    const host = hostsById.get(call.hostId);
    const reason: OrphanReason | null = !callsById
      .get(call.serviceId)
      ?.hostIds.includes(call.hostId)
      ? "host-not-on-service"
      : !host || !insideHours(host, start, end, zone)
        ? "outside-hours"
        : null;
    if (reason) {
      orphans.push({
        id: call.id,
        serviceId: call.serviceId,
        hostId: call.hostId,
        start,
        end,
        reason,
      });
    }
  }
  return orphans;
}
