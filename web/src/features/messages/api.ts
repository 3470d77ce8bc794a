/** The admins' inbox of contact messages: paged and live, the unread count, read flag, delete. */
import { useMemo } from "react";
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { readMessage, type Message } from "@shared/documents";
import { fromSnapshot } from "@/lib/documents";
import { usePagedQuery } from "@/lib/paged";

export type { Message };

export const toMessage = fromSnapshot(readMessage);

/** The inbox, newest first, 25 at a time, live. */
export function useInbox() {
  const firestore = useFirestore();
  const base = useMemo(
    () => query(collection(firestore, "messages"), orderBy("createdAt", "desc")),
    [firestore],
  );
  return usePagedQuery(base, "inbox", 25, toMessage);
}

/** Counts unread messages up to this many; more shows as "99+". */
export const UNREAD_CAP = 99;

/** The number of unread messages (capped), live. */
export function useUnreadCount(): number | null {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "messages"),
        where("read", "==", false),
        orderBy("createdAt", "desc"),
        limit(UNREAD_CAP + 1),
      ),
    [firestore],
  );
  const { data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return snapshot ? snapshot.size : null;
}

export function useMessageActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      setRead: (id: string, read: boolean) => updateDoc(doc(firestore, "messages", id), { read }),
      remove: (id: string) => deleteDoc(doc(firestore, "messages", id)),
    }),
    [firestore],
  );
}
