/**
 * Who is an admin, as firestore.rules decide it (isAdmin there): the ID token's `admin` claim AND
 * the server-written mirror `users/{uid}.admin`. The claim alone is not enough: a token minted
 * before a revocation keeps its claim for up to an hour, and a role change that failed half-way
 * can leave a claim without its mirror. The REST API and the callables use this one test.
 */
import { readUser } from "../shared/documents";
import { COLLECTIONS } from "../shared/registry";
import { withDeadline } from "./deadline";
import { db } from "./firebase";

/** True when the token claims admin and the mirror agrees (one read, only for admin claims). */
export async function isAdmin(
  uid: string,
  claims: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  if (claims.admin !== true) return false;
  const mirror = await withDeadline(db().collection(COLLECTIONS.users).doc(uid).get());
  return readUser(uid, mirror.data()).admin;
}
