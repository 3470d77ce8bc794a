import { deleteDoc, serverTimestamp, updateDoc, type Firestore } from "firebase/firestore";
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

type Booking = { uid: string; serviceId: string; input: OrderInput };

/** Whether the server has the signed-in user's order `orderId` (GET /api/orders, their own). */
export async function serverHasOrder(orderId: string): Promise<boolean> {
  const headers = await apiHeaders();
  if (!headers) return false;
  const res = await fetch("/api/orders", { headers });
  if (!res.ok) return false;
  const orders = (await res.json()) as { _id?: unknown }[];
  return orders.some((order) => order._id === orderId);
}

export const useMyOrders = (uid: string) => usePaged(queries.myOrders(uid), MY_ORDERS_PAGE_SIZE);

export const useAllOrders = (filter: OrderFilter, email: string) =>
  usePaged(queries.adminOrders({ filter, email }), ADMIN_PAGE_SIZE);

const actions = (firestore: Firestore) => ({
  /** Queues the order in the local cache at once, within the hourly limit (setCounted). */
  book: async (booking: Booking) => {
    const ref = docOf(firestore, registry.orders);
    const fields = registry.orders.write(booking, serverTimestamp());
    const { saved, local } = await setCounted(firestore, booking.uid, "orders", ref, fields);
    return { orderId: ref.id, saved, local };
  },
  remove: (id: string) => deleteDoc(docOf(firestore, registry.orders, id)),
  confirm: (id: string) =>
    updateDoc(docOf(firestore, registry.orders, id), { status: "delivered" }),
});

export const useOrderActions = () => useActions(actions);
