/**
 * Typed reads of the `services` collection. Pages use these hooks and never touch the SDK.
 */
import { useMemo } from "react";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData, useFirestoreDoc } from "reactfire";
import type { ServiceInput } from "@shared/schemas";
import { str } from "@/lib/fields";
import { usePagedQuery } from "@/lib/paged";

export interface ServiceBlock {
  id: string;
  h1: string;
  p1: string;
  p2: string;
  img1: string;
}

export interface Service {
  id: string;
  name: string;
  des: string;
  img: string;
  bannerh: string;
  bannerP: string;
  des1: ServiceBlock[];
}

function toBlocks(value: unknown): ServiceBlock[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: unknown, index) => {
    const block = (typeof raw === "object" && raw !== null ? raw : {}) as DocumentData;
    return {
      id: str(block, "id") || String(index),
      h1: str(block, "h1"),
      p1: str(block, "p1"),
      p2: str(block, "p2"),
      img1: str(block, "img1"),
    };
  });
}

/** Maps a stored document to a plain object. */
export function toService(id: string, data: DocumentData): Service {
  return {
    id,
    name: str(data, "name"),
    des: str(data, "des"),
    img: str(data, "img"),
    bannerh: str(data, "bannerh"),
    bannerP: str(data, "bannerP"),
    des1: toBlocks(data.des1),
  };
}

const serviceConverter: FirestoreDataConverter<Service> = {
  toFirestore: ({ id: _id, ...service }: Service) => service,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toService(snapshot.id, snapshot.data()),
};

/** All services, oldest first, live. */
export function useServices() {
  const firestore = useFirestore();
  const servicesQuery = useMemo(
    () =>
      query(collection(firestore, "services"), orderBy("createdAt", "asc")).withConverter(
        serviceConverter,
      ),
    [firestore],
  );
  const { status, data, error } = useFirestoreCollectionData(servicesQuery);
  // reactfire types `data` as always present, but it is undefined until the first snapshot.
  const services = data as Service[] | undefined;
  return { status, services: services ?? [], error };
}

const toServiceSnapshot = (snapshot: QueryDocumentSnapshot) =>
  toService(snapshot.id, snapshot.data());

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
  const service = snapshot?.exists() ? toService(snapshot.id, snapshot.data()) : null;
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
      remove: (id: string) => deleteDoc(doc(firestore, "services", id)),
    }),
    [firestore],
  );
}
