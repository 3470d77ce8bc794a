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
  setDoc,
  updateDoc,
  writeBatch,
} from "firebase/firestore";
import { useFirestore, useFirestoreDoc } from "reactfire";
import {
  readLandingSettings,
  readService,
  type Service,
  type ServiceBlock,
} from "@shared/documents";
import type { ServiceEdit, ServiceInput } from "@shared/schemas";
import { LANDING_SETTINGS, sortServices, topServices } from "@shared/services";
import {
  PUBLIC_LIST_SIZE,
  SERVICES_ORDER,
  topServiceCard,
  type TopServiceCard,
} from "@/lib/content";
import { converter, useLiveCollection } from "@/lib/documents";
import { moveWrites } from "@/lib/order";

export type { Service, ServiceBlock };

const serviceConverter = converter(readService);

/**
 * The services (up to PUBLIC_LIST_SIZE) in the services page's order (`order`, then creation
 * time: sortServices), live, starting from `initialData` when given.
 *
 * The query is bounded (the rules refuse a public list without a limit) and sorted here rather
 * than with orderBy("order"): Firestore leaves documents without the ordered field out of such a
 * query, and a new service has no `order` until an admin moves one. The server's loader
 * (content.server.ts) reads and sorts the same way.
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
  const services = useMemo(() => sortServices(data), [data]);
  return { status, services, error };
}

/** The ids the admins picked for the landing's top services (settings/landing), live. */
export function useTopServicePicks() {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, LANDING_SETTINGS.collection, LANDING_SETTINGS.id),
    [firestore],
  );
  const { status, data } = useFirestoreDoc(ref);
  const snapshot = data as typeof data | undefined;
  const picked = useMemo(
    () => (snapshot?.exists() ? readLandingSettings(snapshot.id, snapshot.data()).topServices : []),
    [snapshot],
  );
  return { status, picked };
}

/**
 * The landing's top-services cards from the services list, live: the picks filled up to four
 * with the first services (topServices); null until both reads have answered.
 */
export function useTopServicesFromList(picked: readonly string[]): TopServiceCard[] | null {
  const { status, services } = useServices();
  return useMemo(
    () => (status === "success" ? topServices(picked, services).map(topServiceCard) : null),
    [status, picked, services],
  );
}

/** One service, live; `service` is null when no such service exists. */
export function useService(id: string) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, "services", id), [firestore, id]);
  const { status, data, error } = useFirestoreDoc(ref);
  const snapshot = data as typeof data | undefined;
  // The same object until the document changes, so that what is derived from it can be memoized.
  const service = useMemo(
    () => (snapshot?.exists() ? readService(snapshot.id, snapshot.data()) : null),
    [snapshot],
  );
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
      /**
       * Moves the service at `from` one place up (`to` = from - 1) or down in `services` (in the
       * services page's order, as useServices gives them), in one batch.
       */
      move: async (services: readonly Service[], from: number, to: number) => {
        const writes = moveWrites(services, from, to);
        if (writes.length === 0) return;
        const batch = writeBatch(firestore);
        for (const { id, order } of writes) batch.update(doc(firestore, "services", id), { order });
        await batch.commit();
      },
      /** Saves the landing's top services (at most four ids, in their order). */
      saveTopServices: (ids: readonly string[]) =>
        setDoc(doc(firestore, LANDING_SETTINGS.collection, LANDING_SETTINGS.id), {
          topServices: [...ids],
        }),
    }),
    [firestore],
  );
}
