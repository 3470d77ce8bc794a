/**
 * What the tests of calls share: a service's call settings with every field set (30-minute calls
 * every 30 minutes, no buffers, notice or cutoff, room for many calls), and the clean-up of the
 * calls, holds, orders, counters and settings a file made for its services and hosts.
 */
import type { Firestore } from "firebase-admin/firestore";
import type { ServiceCall } from "../../functions/src/shared/scheduling/model.ts";

export function callSettings(hostIds: string[], changes: Partial<ServiceCall> = {}): ServiceCall {
  return {
    enabled: true,
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 30,
    dailyCapPerHost: 50,
    stepMinutes: 30,
    cancelCutoffHours: 0,
    maxUpcomingPerCustomer: 10,
    hostIds,
    ...changes,
  };
}

/** Deletes every document of these services' calls and of these hosts (a file's own ids). */
export async function removeCallData(
  db: Firestore,
  { services, hosts }: { services: readonly string[]; hosts: readonly string[] },
): Promise<void> {
  const writer = db.bulkWriter();
  const remove = async (collection: string, field: string, values: readonly string[]) => {
    const found = await db.collection(collection).where(field, "in", values).get();
    for (const doc of found.docs) void writer.delete(doc.ref);
  };
  await Promise.all([
    ...["bookings", "busy", "holds", "orders", "customerCalls"].map((collection) =>
      remove(collection, "serviceId", services),
    ),
    remove("occupancy", "hostId", hosts),
    remove("hostDays", "hostId", hosts),
  ]);
  for (const id of services) {
    for (const collection of ["services", "serviceCalls"]) {
      void writer.delete(db.collection(collection).doc(id));
    }
  }
  for (const id of hosts) {
    for (const collection of ["team", "hosts", "hostContacts"]) {
      void writer.delete(db.collection(collection).doc(id));
    }
  }
  await writer.close();
}
