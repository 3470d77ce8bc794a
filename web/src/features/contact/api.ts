/**
 * The contact form's writes: one `messages` document per message. The Firestore SDK loads on
 * first use, so the landing page that shows the form does not wait for it.
 */
import type { MessageInput } from "@shared/schemas";

function loadSdk() {
  return Promise.all([import("firebase/firestore"), import("@/lib/firebase/firestore.client")]);
}

/** Starts loading what sendMessage needs (when the visitor starts filling in the form). */
export function preloadSendMessage(): void {
  void loadSdk();
}

export async function sendMessage(message: MessageInput): Promise<void> {
  const [{ addDoc, collection, serverTimestamp }, { firestore }] = await loadSdk();
  await addDoc(collection(firestore, "messages"), {
    ...message,
    read: false,
    createdAt: serverTimestamp(),
  });
}
