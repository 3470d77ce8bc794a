/** The admins' inbox of contact messages: paged and live, the unread count, read flag, delete. */
import { useMemo } from "react";
import { deleteDoc, updateDoc } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { Message } from "@shared/documents";
import { queries, registry, UNREAD_CAP } from "@shared/registry";
import { useCollection, usePaged } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";

export type { Message };
export { UNREAD_CAP };

/** The inbox, newest first, 25 at a time, live. */
export const useInbox = () => usePaged(queries.inbox, 25);

/** The number of unread messages (capped), live. */
export function useUnreadCount(): number | null {
  const { status, data } = useCollection(queries.unreadMessages);
  return status === "success" ? data.length : null;
}

export function useMessageActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      setRead: (id: string, read: boolean) =>
        updateDoc(docOf(firestore, registry.messages, id), registry.messages.write({ read })),
      remove: (id: string) => deleteDoc(docOf(firestore, registry.messages, id)),
    }),
    [firestore],
  );
}
