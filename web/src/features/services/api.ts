/**
 * Typed reads of the `services` collection. Pages use these hooks and never touch the SDK.
 */
import { useMemo } from "react";
import {
  collection,
  orderBy,
  query,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData } from "reactfire";

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

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function toBlocks(value: unknown): ServiceBlock[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: unknown, index) => {
    const block = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    return {
      id: text(block.id) || String(index),
      h1: text(block.h1),
      p1: text(block.p1),
      p2: text(block.p2),
      img1: text(block.img1),
    };
  });
}

/** Maps a stored document to a plain object; missing or mistyped fields become empty values. */
export function toService(snapshot: QueryDocumentSnapshot): Service {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    name: text(data.name),
    des: text(data.des),
    img: text(data.img),
    bannerh: text(data.bannerh),
    bannerP: text(data.bannerP),
    des1: toBlocks(data.des1),
  };
}

const serviceConverter: FirestoreDataConverter<Service> = {
  toFirestore: ({ id: _id, ...service }: Service) => service,
  fromFirestore: toService,
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
