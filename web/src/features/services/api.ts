import { useMemo } from "react";
import {
  addDoc,
  collection,
  deleteDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import type { Service } from "@shared/documents";
import { LANDING_SETTINGS, queries, registry, servicePath } from "@shared/registry";
import type { ServiceEdit, ServiceInput } from "@shared/schemas";
import { sortServices } from "@shared/services";
import { moveInList, useActions } from "@/lib/actions";
import { useCollection, useDocument } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";

export type { Service };

export function useServices(initialData?: Service[]) {
  const { status, data } = useCollection(queries.services, initialData);
  const services = useMemo(() => sortServices(data), [data]);
  return { status, services };
}

export function useTopServicePicks() {
  const { status, data } = useDocument(LANDING_SETTINGS);
  return { status, picked: data?.topServices ?? NO_PICKS };
}

const NO_PICKS: string[] = [];

export function useService(id: string) {
  const { status, data } = useDocument(servicePath(id));
  return { status, service: data };
}

const actions = (firestore: Firestore) => ({
  add: async (input: ServiceInput): Promise<string> => {
    const ref = await addDoc(
      collection(firestore, registry.services.name),
      registry.services.write(input, serverTimestamp()),
    );
    return ref.id;
  },
  /** Every field of the editor; the id (and so the service's link) and createdAt stay. */
  update: (id: string, values: ServiceEdit) =>
    updateDoc(docOf(firestore, registry.services, id), { ...values }),
  remove: (id: string) => deleteDoc(docOf(firestore, registry.services, id)),
  move: (services: readonly Service[], from: number, to: number) =>
    moveInList(firestore, registry.services, services, from, to),
  saveTopServices: (ids: readonly string[]) =>
    setDoc(docOf(firestore, registry.settings, LANDING_SETTINGS.id), registry.settings.write(ids)),
});

export const useServiceActions = () => useActions(actions);
