/**
 * Orders: booking (through the offline-capable cache, within the hourly limit), the customer's own
 * list, the admins' list, confirming and deleting. Reads are live; every query is bounded.
 */
import { useCallback, useMemo } from "react";
import { collection, deleteDoc, doc, serverTimestamp, updateDoc } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { OrderInput } from "@shared/schemas";
import { DELETE_QUESTION, type ConfirmedAction } from "@/components/ui/useConfirm";
import { LimitReached, setCounted } from "@/lib/counted";
import { auth } from "@/lib/firebase/auth.client";
import { usePagedQuery } from "@/lib/paged";
import {
  ADMIN_PAGE_SIZE,
  adminOrdersQuery,
  MY_ORDERS_PAGE_SIZE,
  myOrdersQuery,
  type OrderFilter,
} from "./queries";
import { toOrder } from "./types";

export { whenStored } from "./stored";
export { LimitReached };

export type { Order } from "./types";
export type { OrderFilter } from "./queries";

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

/** The App Check header, when the app runs App Check; loaded on first use. */
const appCheckHeaders = () =>
  import("@/lib/firebase/app-check-headers").then((module) => module.appCheckHeaders());

/** Whether the server has the signed-in user's order `orderId` (GET /api/orders, their own). */
export async function serverHasOrder(orderId: string): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  const res = await fetch("/api/orders", {
    headers: {
      authorization: `Bearer ${await user.getIdToken()}`,
      ...(await appCheckHeaders()),
    },
  });
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
    async ({ uid, serviceId, input }) => {
      const ref = doc(collection(firestore, "orders"));
      const { saved, local } = await setCounted(firestore, uid, "orders", ref, {
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
      return { orderId: ref.id, saved, local };
    },
    [firestore],
  );
}

/** The signed-in customer's own orders, most recent first, 50 at a time, live. */
export function useMyOrders(uid: string) {
  const firestore = useFirestore();
  const base = useMemo(() => myOrdersQuery(firestore, uid), [firestore, uid]);
  return usePagedQuery(base, uid, MY_ORDERS_PAGE_SIZE, toOrder);
}

/** Every customer's orders (admins only), 25 at a time, live, by status and customer email. */
export function useAllOrders(filter: OrderFilter, email = "") {
  const firestore = useFirestore();
  const base = useMemo(
    () => adminOrdersQuery(firestore, { filter, email }),
    [firestore, filter, email],
  );
  return usePagedQuery(base, `${filter}|${email}`, ADMIN_PAGE_SIZE, toOrder);
}

export function useOrderActions() {
  const firestore = useFirestore();
  return useMemo(() => {
    const remove = (id: string) => deleteDoc(doc(firestore, "orders", id));
    return {
      remove,
      confirm: (id: string) => updateDoc(doc(firestore, "orders", id), { status: "delivered" }),
      /** Deleting an order, asked first (for useConfirm's confirmThen). */
      deletion: (id: string): ConfirmedAction => ({
        question: DELETE_QUESTION,
        run: () => remove(id),
        done: "order Deleted",
        failed: "The order could not be deleted",
      }),
    };
  }, [firestore]);
}
