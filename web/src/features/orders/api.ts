/**
 * Orders: booking (through the offline-capable cache, within the hourly limit), the customer's own
 * list, the admins' list, confirming and deleting. Reads are live; every query is bounded.
 */
import { useCallback } from "react";
import { deleteDoc, serverTimestamp, updateDoc, type Firestore } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { Order } from "@shared/documents";
import { queries, registry, type OrderFilter } from "@shared/registry";
import type { OrderInput } from "@shared/schemas";
import { useActions } from "@/lib/actions";
import { LimitReached, setCounted } from "@/lib/counted";
import { apiHeaders } from "@/lib/backend";
import { usePaged } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";
import { ADMIN_PAGE_SIZE, MY_ORDERS_PAGE_SIZE } from "./queries";

export { whenStored } from "./stored";
export { LimitReached };
export type { Order, OrderFilter };

export interface Booking {
  uid: string;
  serviceId: string;
  input: OrderInput;
}

export interface BookingResult {
  orderId: string;
  /** Settles when the server has the order (it waits while the browser is offline). */
  saved: Promise<void>;
  /** Settles once the order is stored on this device, to be sent even if the tab is closed. */
  local: Promise<void>;
}

/** Whether the server has the signed-in user's order `orderId` (GET /api/orders, their own). */
export async function serverHasOrder(orderId: string): Promise<boolean> {
  const headers = await apiHeaders();
  if (!headers) return false;
  const res = await fetch("/api/orders", { headers });
  if (!res.ok) return false;
  const orders = (await res.json()) as { _id?: unknown }[];
  return orders.some((order) => order._id === orderId);
}

/**
 * Queues the order in the local cache at once, with a step of the user's hourly counter
 * (lib/counted.ts), and returns; `saved` tells when the server has accepted it. Firestore keeps
 * the write, across reloads, until it can be sent. Rejects with LimitReached, writing nothing,
 * when the user has booked their hourly limit already (`saved` too, when the server says so).
 */
export function useBookService(): (booking: Booking) => Promise<BookingResult> {
  const firestore = useFirestore();
  return useCallback(
    async (booking) => {
      const ref = docOf(firestore, registry.orders);
      const fields = registry.orders.write(booking, serverTimestamp());
      const { saved, local } = await setCounted(firestore, booking.uid, "orders", ref, fields);
      return { orderId: ref.id, saved, local };
    },
    [firestore],
  );
}

/** The signed-in customer's own orders, most recent first, 50 at a time, live. */
export const useMyOrders = (uid: string) => usePaged(queries.myOrders(uid), MY_ORDERS_PAGE_SIZE);

/** Every customer's orders (admins only), 25 at a time, live, by status and customer email. */
export const useAllOrders = (filter: OrderFilter, email = "") =>
  usePaged(queries.adminOrders({ filter, email }), ADMIN_PAGE_SIZE);

const actions = (firestore: Firestore) => ({
  remove: (id: string) => deleteDoc(docOf(firestore, registry.orders, id)),
  confirm: (id: string) =>
    updateDoc(docOf(firestore, registry.orders, id), { status: "delivered" }),
});

export const useOrderActions = () => useActions(actions);
