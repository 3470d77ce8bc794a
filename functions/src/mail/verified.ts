/**
 * Whether an account has proved it owns an address (ADR 009): the last check before the site
 * mails a customer, whatever wrote the document the email is about.
 */
import type { Auth } from "firebase-admin/auth";
import { auth } from "../lib/firebase";
import { hasCode } from "../shared/grpc";

/** The account `uid` exists, has verified its address, and that address is `email`. */
export async function isVerifiedAddress(
  uid: string,
  email: string,
  accounts: Auth = auth(),
): Promise<boolean> {
  if (!uid || !email) return false;
  try {
    const user = await accounts.getUser(uid);
    return user.emailVerified && user.email?.toLowerCase() === email.toLowerCase();
  } catch (error) {
    if (hasCode(error, "auth/user-not-found")) return false;
    throw error;
  }
}
