/**
 * Orders: booking (through the offline-capable cache), the customer's own list, the admins' list,
 * confirming and deleting. Reads are live; every query is bounded.
 */
import { useCallback, useMemo } from "react";
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import type { OrderStatus } from "@shared/model";
import type { OrderInput } from "@shared/schemas";
import { toOrder } from "./types";

export type { Order } from "./types";

export interface Booking {
  uid: string;
  serviceId: string;
  input: OrderInput;
}

export interface BookingResult {
  orderId: string;
  /** Settles when the server has the order (it waits while the browser is offline). */
  saved: Promise<void>;
}

/**
 * Queues the order in the local cache at once and returns; `saved` tells when the server has
 * accepted it. Firestore keeps the write, across reloads, until it can be sent.
 */
export function useBookService(): (booking: Booking) => BookingResult {
  const firestore = useFirestore();
  return useCallback(
    ({ uid, serviceId, input }) => {
      const ref = doc(collection(firestore, "orders"));
      const saved = setDoc(ref, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        address: input.address,
        serviceName: input.serviceName,
        serviceId,
        uid,
        status: "pending",
        createdAt: serverTimestamp(),
      });
      return { orderId: ref.id, saved };
    },
    [firestore],
  );
}

/** How many of their own orders a customer sees at once (most recent first). */
export const MY_ORDERS_LIMIT = 50;

/** The signed-in customer's own orders: a query on their uid, never all orders. */
export function useMyOrders(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "orders"),
        where("uid", "==", uid),
        orderBy("createdAt", "desc"),
        limit(MY_ORDERS_LIMIT),
      ),
    [firestore, uid],
  );
  const { status, data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return { status, orders: snapshot ? snapshot.docs.map(toOrder) : [] };
}

export type OrderFilter = OrderStatus | "all";

/** Every customer's orders, newest first, optionally of one status (admins only). */
export function useAllOrders(filter: OrderFilter, max = 200) {
  const firestore = useFirestore();
  const ref = useMemo(() => {
    const orders = collection(firestore, "orders");
    return filter === "all"
      ? query(orders, orderBy("createdAt", "desc"), limit(max))
      : query(orders, where("status", "==", filter), orderBy("createdAt", "desc"), limit(max));
  }, [firestore, filter, max]);
  const { status, data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return { status, orders: snapshot ? snapshot.docs.map(toOrder) : [] };
}

export function useOrderActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      remove: (id: string) => deleteDoc(doc(firestore, "orders", id)),
      confirm: (id: string) => updateDoc(doc(firestore, "orders", id), { status: "delivered" }),
    }),
    [firestore],
  );
}
