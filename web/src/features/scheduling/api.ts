/**
 * The back office of booking a call: live reads through the registry (the agency's zone, the
 * hosts and their contacts, the services' call settings, the agenda's bookings) and the admin
 * writes, which go through the REST API (it validates them with the same schemas and writes the
 * documents no browser may write). A refused write throws an ApiProblem naming the fields.
 */
import { useMemo } from "react";
import type { Booking, StoredHost, StoredHostContact } from "@shared/scheduling/documents";
import { type BookingStatus, type HostEdit, type ServiceCall } from "@shared/scheduling/model";
import { PUBLIC_QUERY_LIMIT } from "@shared/limits";
import { queries, serviceCallPath, type QueryDescription } from "@shared/registry";
import { useAdmins } from "@/features/admin/api";
import { apiHeaders } from "@/lib/backend";
import { useCollection, useDocument, type Status } from "@/lib/firebase/hooks";
import { ApiProblem, problemOf } from "@/lib/problem";

export { ApiProblem };
export { useAgencyTimeZone } from "@/lib/time-zone";
export type { Booking, StoredHost, StoredHostContact };

/** Every host's contact (admins only; one per team member, so the public bound holds them). */
const hostContacts = {
  collection: "hostContacts",
  limit: PUBLIC_QUERY_LIMIT,
} satisfies QueryDescription<"hostContacts">;

/** Every service's call settings (one per service: the services' own bound holds them). */
const serviceCalls = {
  collection: "serviceCalls",
  limit: PUBLIC_QUERY_LIMIT,
} satisfies QueryDescription<"serviceCalls">;

function byId<T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Every host's hours, by team member id. */
export function useHosts(): { status: Status; hosts: ReadonlyMap<string, StoredHost> } {
  const { status, data } = useCollection(queries.hosts);
  const hosts = useMemo(() => byId(data), [data]);
  return { status, hosts };
}

/** Every host's contact (email for the invites, linked account), by team member id. */
export function useHostContacts(): {
  status: Status;
  contacts: ReadonlyMap<string, StoredHostContact>;
} {
  const { status, data } = useCollection(hostContacts);
  const contacts = useMemo(() => byId(data), [data]);
  return { status, contacts };
}

/** An admin account a host may be linked to, as the select names it. */
export interface AccountOption {
  uid: string;
  label: string;
  name: string;
  email: string;
}

/** The admin accounts (users/{uid} with the server's admin flag), by name. */
export function useAdminAccounts(): AccountOption[] {
  const { admins } = useAdmins();
  return useMemo(
    () =>
      admins
        .map(({ id, displayName, email }) => ({
          uid: id,
          label: displayName && email ? `${displayName} (${email})` : displayName || email || id,
          name: displayName,
          email,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [admins],
  );
}

/** The host linked to the account `uid` (the admin's own calls), or null. */
export function useLinkedHostId(uid: string | undefined): string | null {
  const { contacts } = useHostContacts();
  if (!uid) return null;
  for (const contact of contacts.values()) if (contact.uid === uid) return contact.id;
  return null;
}

export function useServiceCall(serviceId: string) {
  const { status, data } = useDocument(serviceCallPath(serviceId));
  return { status, call: data };
}

/** Every service's call settings, by service id. */
export function useServiceCalls() {
  const { status, data } = useCollection(serviceCalls);
  const calls = useMemo(() => byId(data), [data]);
  return { status, calls };
}

/** The calls starting in [from, to), of one host or all, live (queries.bookingsBetween). */
export function useAgenda(range: { from: Date; to: Date; hostId?: string }): {
  status: Status;
  bookings: Booking[];
} {
  const { status, data } = useCollection(queries.bookingsBetween(range));
  return { status, bookings: data };
}

const NO_CONNECTION = "The server could not be reached. Check your connection and try again.";

/** Calls the REST API as the signed-in user; a refusal throws an ApiProblem. */
async function send(
  method: "GET" | "PUT" | "PATCH" | "POST" | "DELETE",
  path: string,
  fallback: string,
  body?: unknown,
): Promise<unknown> {
  const headers = await apiHeaders();
  if (!headers) throw new ApiProblem(401, "Your session has ended. Please sign in again.");
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiProblem(0, NO_CONNECTION);
  }
  if (!res.ok) throw await problemOf(res, fallback);
  return res.json().catch(() => null);
}

const segment = encodeURIComponent;

/** PUT /api/scheduling: the agency's time zone. */
export const saveTimeZone = (timeZone: string) =>
  send("PUT", "/scheduling", "The time zone could not be saved.", { timeZone });

/** PUT /api/hosts/{id}: a team member's hours and contact (the name is the team member's). */
export const saveHost = (id: string, edit: HostEdit) =>
  send("PUT", `/hosts/${segment(id)}`, "The host could not be saved.", edit);

/** PUT /api/service-calls/{serviceId}: how the service's calls are booked. */
export const saveServiceCall = (serviceId: string, call: ServiceCall) =>
  send(
    "PUT",
    `/service-calls/${segment(serviceId)}`,
    "The call settings could not be saved.",
    call,
  );

/** DELETE /api/bookings/{id}: cancels the call (the customer is mailed). */
export const cancelBooking = (id: string) =>
  send("DELETE", `/bookings/${segment(id)}`, "The call could not be cancelled.");

/**
 * PATCH /api/bookings/{id} {start, hostId?}: moves the call to a free time, with `hostId` when
 * given (else its host when free then).
 */
export const moveBooking = (id: string, start: number, hostId?: string) =>
  send("PATCH", `/bookings/${segment(id)}`, "The call could not be moved.", {
    start: new Date(start).toISOString(),
    ...(hostId ? { hostId } : {}),
  });

/** POST /api/bookings/{id}/keep: keeps a call outside its host's hours (or service) as it is. */
export const keepCall = (id: string) =>
  send("POST", `/bookings/${segment(id)}/keep`, "The call could not be kept.", {});

/** PATCH /api/bookings/{id} {status}: the call took place, or the customer did not come. */
export const setBookingStatus = (id: string, status: Extract<BookingStatus, "done" | "no-show">) =>
  send("PATCH", `/bookings/${segment(id)}`, "The call's status could not be changed.", { status });
