/** The admins' inbox of contact messages: paged and live, the unread count, read flag, delete. */
import { deleteDoc, updateDoc, type Firestore } from "firebase/firestore";
import type { Message } from "@shared/documents";
import { queries, registry, UNREAD_CAP } from "@shared/registry";
import { useActions, useCount } from "@/lib/actions";
import { usePaged } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";

export type { Message };
export { UNREAD_CAP };

/** The inbox, newest first, 25 at a time, live. */
export const useInbox = () => usePaged(queries.inbox, 25);

/** The number of unread messages (capped), live. */
export const useUnreadCount = () => useCount(queries.unreadMessages);

const actions = (firestore: Firestore) => ({
  setRead: (id: string, read: boolean) =>
    updateDoc(docOf(firestore, registry.messages, id), registry.messages.write({ read })),
  remove: (id: string) => deleteDoc(docOf(firestore, registry.messages, id)),
});

export const useMessageActions = () => useActions(actions);
