/** Booking a service: one `orders` document, written through the offline-capable cache. */
import { useCallback } from "react";
import { collection, doc, serverTimestamp, setDoc } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { OrderInput } from "@shared/schemas";

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
