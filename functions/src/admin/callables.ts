/**
 * grantAdmin({email}) and revokeAdmin({email}): callable functions for signed-in admins.
 * Input is parsed first, then the caller is checked (signed in, admin claim, token not revoked),
 * and failures are HttpsErrors with canonical codes.
 */
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https";
import { adminEmailInputSchema, fieldErrors } from "../shared/schemas";
import { auth, db } from "../lib/firebase";
import { RoleError, setAdminRole } from "./roles";

async function requireAdmin(request: CallableRequest): Promise<string> {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in first");
  if (request.auth.token.admin !== true) {
    throw new HttpsError("permission-denied", "Only admins can change roles");
  }
  try {
    await auth().verifyIdToken(request.auth.rawToken, true);
  } catch {
    throw new HttpsError("unauthenticated", "Your session has expired; sign in again");
  }
  return request.auth.uid;
}

function handler(grant: boolean) {
  return async (request: CallableRequest<unknown>): Promise<{ modifiedCount: 0 | 1 }> => {
    const input = adminEmailInputSchema.safeParse(request.data);
    if (!input.success) {
      throw new HttpsError("invalid-argument", "A valid email address is required", {
        errors: fieldErrors(input.error),
      });
    }
    const by = await requireAdmin(request);
    try {
      const { modifiedCount } = await setAdminRole(
        { auth: auth(), db: db() },
        { email: input.data.email, grant, by },
      );
      return { modifiedCount };
    } catch (error) {
      if (error instanceof RoleError) throw new HttpsError(error.code, error.message);
      throw error;
    }
  };
}

export const grantAdmin = onCall(handler(true));
export const revokeAdmin = onCall(handler(false));
