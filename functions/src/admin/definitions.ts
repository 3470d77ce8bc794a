/** The admin callables' definitions, light for the entry module: each loads its code when called. */
import { onCall, type CallableOptions } from "firebase-functions/v2/https";
import { refuseUndecodableData } from "../lib/callable";

export function accountInfoCallables(options: CallableOptions) {
  return {
    describeAccounts: refuseUndecodableData(
      onCall(options, async (request) => (await import("./accounts.js")).describeAccounts(request)),
    ),
  };
}

/** Tests build their own, with their options. */
export function roleCallables(options: CallableOptions) {
  const define = (grant: boolean) =>
    refuseUndecodableData(
      onCall(options, async (request) =>
        (await import("./callables.js")).changeRole(request, grant),
      ),
    );
  return { grantAdmin: define(true), revokeAdmin: define(false) };
}
