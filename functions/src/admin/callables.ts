/**
 * grantAdmin({email}) and revokeAdmin({email}): callable functions for signed-in admins.
 * Input is parsed first, then the caller is checked (signed in, admin claim, token not revoked),
 * and failures are HttpsErrors with canonical codes. With APP_CHECK_ENFORCE set, requests
 * without a valid App Check token are refused (401 UNAUTHENTICATED) before the handler runs.
 */
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
} from "firebase-functions/v2/https";
import { adminEmailInputSchema, fieldErrors } from "../shared/schemas";
import { appCheckEnforced } from "../lib/app-check";
import { refuseUndecodableData } from "../lib/callable";
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

/** Both callables with the given options; the deployed ones are below, tests build their own. */
export function roleCallables(options: CallableOptions) {
  return {
    grantAdmin: refuseUndecodableData(onCall(options, handler(true))),
    revokeAdmin: refuseUndecodableData(onCall(options, handler(false))),
  };
}

export const { grantAdmin, revokeAdmin } = roleCallables({
  enforceAppCheck: appCheckEnforced(),
});
