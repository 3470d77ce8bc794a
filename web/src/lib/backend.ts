/** Calls to the app's own backend: the callable functions, and the REST API's headers. */
import { auth } from "@/lib/firebase/auth.client";

/** Calls the callable function `name`; the Functions SDK loads on first use. */
export async function callFunction<Out>(name: string, data: unknown): Promise<Out> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import("firebase/functions"),
    import("@/lib/firebase/functions.client"),
  ]);
  return (await httpsCallable<unknown, Out>(functions, name)(data)).data;
}

/** A failed call's HttpsError code, and its message without the SDK's " [400]". */
export function callError(error: unknown): { code: string; message: string } {
  const { code = "", message = "" } = (error ?? {}) as { code?: string; message?: string };
  return { code, message: message.replace(/\s*\[\d{3}\]$/, "") };
}

/** The REST API's headers: the signed-in user's ID token and App Check's; null when signed out. */
export async function apiHeaders(): Promise<Record<string, string> | null> {
  const user = auth.currentUser;
  if (!user) return null;
  const authorization = `Bearer ${await user.getIdToken()}`;
  const { appCheckHeaders } = await import("@/lib/firebase/app-check-headers");
  return { authorization, ...(await appCheckHeaders()) };
}
