/**
 * The user's account: deleting it for good (the deleteAccount callable deletes the caller's own
 * account and personal data; their orders stay with the agency, anonymised).
 */

/** What the user types to confirm the deletion. */
export const DELETE_CONFIRMATION = "DELETE";

/** Deletes the signed-in user's account. The caller signs out afterwards (useAuthActions). */
export async function deleteAccount(): Promise<void> {
  // Loaded on first use: only the account page calls functions.
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import("firebase/functions"),
    import("@/lib/firebase/functions.client"),
  ]);
  await httpsCallable<null, { deleted: true }>(functions, "deleteAccount")(null);
}

/** A readable message for a failed deletion (the callable's HttpsError code). */
export function deletionErrorMessage(error: unknown): string {
  const { code = "", message = "" } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case "functions/failed-precondition":
      // The server says why (the last admin); the Functions SDK appends the status (" [400]").
      return message.replace(/\s*\[\d{3}\]$/, "") || "Your account cannot be deleted now.";
    case "functions/unauthenticated":
      return "Your session has expired. Please sign out, sign in again and try once more.";
    case "functions/unavailable":
    case "functions/deadline-exceeded":
      return "The service did not answer in time. Please try again to finish deleting your account.";
    default:
      return "Your account could not be deleted. Please try again.";
  }
}
