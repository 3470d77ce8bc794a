/**
 * The role callables' definitions, light enough for the functions' entry module: each loads its
 * implementation (callables.ts: zod, the Admin SDK) on its first call. Requests whose data the
 * callable protocol cannot decode are answered 400 before the SDK sees them.
 */
import { onCall, type CallableOptions } from "firebase-functions/v2/https";
import { refuseUndecodableData } from "../lib/callable";

/** describeAccounts({uids}) for admins (accounts.ts), with the given options. */
export function accountInfoCallables(options: CallableOptions) {
  return {
    describeAccounts: refuseUndecodableData(
      onCall(options, async (request) => (await import("./accounts.js")).describeAccounts(request)),
    ),
  };
}

/** Both callables with the given options; index.ts deploys them, tests build their own. */
export function roleCallables(options: CallableOptions) {
  const define = (grant: boolean) =>
    refuseUndecodableData(
      onCall(options, async (request) =>
        (await import("./callables.js")).changeRole(request, grant),
      ),
    );
  return { grantAdmin: define(true), revokeAdmin: define(false) };
}
