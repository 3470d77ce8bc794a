/**
 * The grantAdmin({email}) and revokeAdmin({email}) callables: input parsed first, then the caller
 * checked (the claim, the token not revoked, the users/{uid}.admin mirror, as the rules require).
 */
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { adminEmailInputSchema, fieldErrors } from "../shared/schemas";
import { DatabaseTimeout, withDeadline } from "../lib/deadline";
import { isAdmin } from "../lib/admin-role";
import { auth, db } from "../lib/firebase";
import { RoleError, setAdminRole } from "./roles";

/** A database that did not answer in time, as the callable's UNAVAILABLE. */
function unavailable(error: unknown): never {
  if (error instanceof DatabaseTimeout) {
    throw new HttpsError("unavailable", "The database is unavailable; try again shortly");
  }
  throw error;
}

/** Refuses a token revoked since it was issued (onCall checks only its signature and expiry). */
export async function requireLiveToken(rawToken: string): Promise<void> {
  try {
    await auth().verifyIdToken(rawToken, true);
  } catch {
    throw new HttpsError("unauthenticated", "Your session has expired; sign in again");
  }
}

/** A signed-in admin by the rules' test, with a token that is not revoked; answers the uid. */
export async function requireAdmin(
  request: CallableRequest,
  deniedMessage = "Only admins can change roles",
): Promise<string> {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in first");
  const denied = () => new HttpsError("permission-denied", deniedMessage);
  if (request.auth.token.admin !== true) throw denied();
  await requireLiveToken(request.auth.rawToken);
  if (!(await isAdmin(request.auth.uid, request.auth.token).catch(unavailable))) throw denied();
  return request.auth.uid;
}

export async function changeRole(
  request: CallableRequest<unknown>,
  grant: boolean,
): Promise<{ modifiedCount: 0 | 1 }> {
  const input = adminEmailInputSchema.safeParse(request.data);
  if (!input.success) {
    throw new HttpsError("invalid-argument", "A valid email address is required", {
      errors: fieldErrors(input.error),
    });
  }
  const by = await requireAdmin(request);
  try {
    const { modifiedCount } = await withDeadline((signal) =>
      setAdminRole({ auth: auth(), db: db(), signal }, { email: input.data.email, grant, by }),
    );
    return { modifiedCount };
  } catch (error) {
    if (error instanceof RoleError) throw new HttpsError(error.code, error.message);
    return unavailable(error);
  }
}
