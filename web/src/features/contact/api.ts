/** The contact form's writes: one `messages` document per message. */
import { useCallback } from "react";
import { addDoc, collection, serverTimestamp } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { MessageInput } from "@shared/schemas";

export function useSendMessage(): (message: MessageInput) => Promise<void> {
  const firestore = useFirestore();
  return useCallback(
    async (message) => {
      await addDoc(collection(firestore, "messages"), {
        ...message,
        read: false,
        createdAt: serverTimestamp(),
      });
    },
    [firestore],
  );
}
