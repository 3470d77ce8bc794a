/** The deleteAccount() callable: no data; the signed-in caller, token not revoked. */
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { DatabaseTimeout } from "../lib/deadline";
import { requireLiveToken } from "../admin/callables";
import { auth, db } from "../lib/firebase";
import { AccountError, deleteAccount } from "./deletion";

/** No data: what the Functions SDK sends for a call without arguments (null), or `{}`. */
function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  return typeof data === "object" && !Array.isArray(data) && Object.keys(data).length === 0;
}

export async function deleteOwnAccount(
  request: CallableRequest<unknown>,
): Promise<{ deleted: true }> {
  if (!isEmpty(request.data)) {
    throw new HttpsError(
      "invalid-argument",
      "deleteAccount takes no data: it deletes the signed-in caller's own account",
    );
  }
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in first");
  await requireLiveToken(request.auth.rawToken);
  try {
    await deleteAccount({ auth: auth(), db: db() }, request.auth.uid);
    return { deleted: true };
  } catch (error) {
    if (error instanceof AccountError) throw new HttpsError(error.code, error.message);
    if (error instanceof DatabaseTimeout) {
      throw new HttpsError(
        "unavailable",
        "The database is unavailable; try again shortly to finish deleting your account",
      );
    }
    throw error;
  }
}
