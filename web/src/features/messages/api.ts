/** The admins' inbox of contact messages: paged and live, the unread count, read flag, delete. */
import { deleteDoc, updateDoc, type Firestore } from "firebase/firestore";
import type { Message } from "@shared/documents";
import { queries, registry, UNREAD_CAP } from "@shared/registry";
import { useActions, useCount } from "@/lib/actions";
import { usePaged } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";

export type { Message };
export { UNREAD_CAP };

export const useInbox = () => usePaged(queries.inbox, 25);

export const useUnreadCount = () => useCount(queries.unreadMessages);

const actions = (firestore: Firestore) => ({
  setRead: (id: string, read: boolean) =>
    updateDoc(docOf(firestore, registry.messages, id), registry.messages.write({ read })),
  remove: (id: string) => deleteDoc(docOf(firestore, registry.messages, id)),
});

export const useMessageActions = () => useActions(actions);
