/**
 * The back office's settings of the calls: the agency's zone, a host's hours and contact, a
 * service's call settings. Saving hours or hosts never refuses because of booked calls: the
 * answer lists the upcoming calls the change leaves outside their host's hours or with a host no
 * longer on their service (orphans.ts), for an admin to move, reassign or keep.
 */
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { readTeamMember } from "../../shared/documents";
import { registry, SCHEDULING_SETTINGS } from "../../shared/registry";
import { readHost } from "../../shared/scheduling/documents";
import {
  type Host,
  type HostEdit,
  type SchedulingSettings,
  type ServiceCall,
} from "../../shared/scheduling/model";
import { splitNameDeg } from "../../shared/team";
import { BookingError, type Clock } from "./context";
import { hostOrphans, serviceOrphans, type Orphan } from "./orphans";

// ---------------------------------------------------------------------------------------------
// The back office's settings.

export async function saveSchedulingSettings(
  db: Firestore,
  settings: SchedulingSettings,
): Promise<SchedulingSettings> {
  await db
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .set(registry.schedulingSettings.write(settings, FieldValue.serverTimestamp()));
  return settings;
}

/** A host is a team member: its public hours (hosts/{id}) and its contact (hostContacts/{id}). */
export async function saveHost(
  db: Firestore,
  id: string,
  edit: HostEdit,
  clock: Clock = {},
): Promise<Host & { id: string; email: string; uid: string | null; orphans: Orphan[] }> {
  const member = await db.collection(registry.team.name).doc(id).get();
  if (!member.exists) {
    throw new BookingError(404, "No team member has this id: a host is a team member");
  }
  const name = splitNameDeg(readTeamMember(member.id, member.data()).nameDeg).name;
  const host: Host = { name, weekly: edit.weekly, exceptions: edit.exceptions };
  const batch = db.batch();
  batch.set(
    db.collection(registry.hosts.name).doc(id),
    registry.hosts.write(host, FieldValue.serverTimestamp()),
  );
  batch.set(
    db.collection(registry.hostContacts.name).doc(id),
    registry.hostContacts.write({ email: edit.email, uid: edit.uid }, FieldValue.serverTimestamp()),
  );
  await batch.commit();
  return {
    ...readHost(id, registry.hosts.write(host, null)),
    email: edit.email.trim().toLowerCase(),
    uid: edit.uid,
    orphans: await hostOrphans(db, id, host, clock),
  };
}

/** A service's calls: the service must exist, and each host must have hours (hosts/{id}). */
export async function saveServiceCall(
  db: Firestore,
  serviceId: string,
  call: ServiceCall,
  clock: Clock = {},
): Promise<ServiceCall & { orphans: Orphan[] }> {
  const [service, ...hosts] = await db.getAll(
    db.collection(registry.services.name).doc(serviceId),
    ...call.hostIds.map((id) => db.collection(registry.hosts.name).doc(id)),
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
  await db
    .collection(registry.serviceCalls.name)
    .doc(serviceId)
    .set(registry.serviceCalls.write(call, FieldValue.serverTimestamp()));
  return { ...call, orphans: await serviceOrphans(db, serviceId, call.hostIds, clock) };
}
