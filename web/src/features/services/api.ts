/**
 * Typed reads of the `services` collection. Pages use these hooks and never touch the SDK.
 */
import { useMemo } from "react";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
} from "firebase/firestore";
import { useFirestore, useFirestoreDoc } from "reactfire";
import { readService, type Service, type ServiceBlock } from "@shared/documents";
import type { ServiceEdit, ServiceInput } from "@shared/schemas";
import { PUBLIC_LIST_SIZE, SERVICES_ORDER } from "@/lib/content";
import { converter, fromSnapshot, useLiveCollection } from "@/lib/documents";
import { usePagedQuery } from "@/lib/paged";

export type { Service, ServiceBlock };

const serviceConverter = converter(readService);
const toServiceSnapshot = fromSnapshot(readService);

/**
 * The services in the services page's order (up to PUBLIC_LIST_SIZE), live, starting from
 * `initialData` when given.
 */
export function useServices(initialData?: Service[]) {
  const firestore = useFirestore();
  const servicesQuery = useMemo(
    () =>
      query(
        collection(firestore, "services"),
        orderBy(SERVICES_ORDER.field, SERVICES_ORDER.direction),
        limit(PUBLIC_LIST_SIZE),
      ).withConverter(serviceConverter),
    [firestore],
  );
  const { status, data, error } = useLiveCollection(servicesQuery, initialData);
  return { status, services: data, error };
}

/** All services for admins, newest first, 25 at a time, live. */
export function useServicesPage() {
  const firestore = useFirestore();
  const base = useMemo(
    () => query(collection(firestore, "services"), orderBy("createdAt", "desc")),
    [firestore],
  );
  return usePagedQuery(base, "services", 25, toServiceSnapshot);
}

/** One service, live; `service` is null when no such service exists. */
export function useService(id: string) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, "services", id), [firestore, id]);
  const { status, data, error } = useFirestoreDoc(ref);
  const snapshot = data as typeof data | undefined;
  const service = snapshot?.exists() ? readService(snapshot.id, snapshot.data()) : null;
  return { status, service, error };
}

export function useServiceActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      add: async (input: ServiceInput): Promise<string> => {
        const ref = await addDoc(collection(firestore, "services"), {
          ...input,
          des1: input.des1 ?? [],
          createdAt: serverTimestamp(),
        });
        return ref.id;
      },
      /** Every field of the editor; the id (and so the service's link) and createdAt stay. */
      update: (id: string, values: ServiceEdit) =>
        updateDoc(doc(firestore, "services", id), { ...values }),
      remove: (id: string) => deleteDoc(doc(firestore, "services", id)),
    }),
    [firestore],
  );
}
