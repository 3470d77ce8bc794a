/** Human messages for the identity provider's error codes (spec section 8), never its own text. */
const MESSAGES: Record<string, string> = {
  "auth/network-request-failed":
    "We could not reach the sign-in service. Check your connection and try again.",
  "auth/user-token-expired": "Your session has expired. Please sign in again.",
  "auth/popup-blocked":
    "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "auth/popup-closed-by-user": "The Google sign-in window was closed before you finished.",
  "auth/cancelled-popup-request": "Another sign-in window is already open.",
  "auth/unauthorized-domain": "Signing in is not enabled for this address.",
  "auth/account-exists-with-different-credential":
    "An account with this email already exists. Sign in with email and password instead.",
  "auth/email-already-in-use": "An account with this email already exists. Try logging in.",
  "auth/wrong-password": "The email or password is incorrect.",
  "auth/invalid-credential": "The email or password is incorrect.",
  "auth/invalid-login-credentials": "The email or password is incorrect.",
  "auth/user-not-found": "The email or password is incorrect.",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/user-disabled": "This account has been disabled. Contact us for help.",
  "auth/weak-password": "Choose a password of at least 6 characters.",
  "auth/invalid-email": "Enter a valid email address.",
  "auth/missing-password": "Enter your password.",
};

export const GENERIC_AUTH_MESSAGE = "Something went wrong while signing in. Please try again.";

export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : null;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) ?? GENERIC_AUTH_MESSAGE;
}
