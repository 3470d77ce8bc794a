/** Deleting the user's account and personal data (their orders stay, anonymised). */
import { callError, callFunction } from "@/lib/backend";

export const DELETE_CONFIRMATION = "DELETE";

/** Deletes the signed-in user's account. The caller signs out afterwards (useAuthActions). */
export const deleteAccount = () => callFunction<{ deleted: true }>("deleteAccount", null);

export function deletionErrorMessage(error: unknown): string {
  const { code, message } = callError(error);
  switch (code) {
    case "functions/failed-precondition":
      // The server says why (the last admin).
      return message || "Your account cannot be deleted now.";
    case "functions/unauthenticated":
      return "Your session has expired. Please sign out, sign in again and try once more.";
    case "functions/unavailable":
    case "functions/deadline-exceeded":
      return "The service did not answer in time. Please try again to finish deleting your account.";
    default:
      return "Your account could not be deleted. Please try again.";
  }
}
