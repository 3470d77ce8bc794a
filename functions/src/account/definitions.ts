/**
 * The deleteAccount callable's definition, light enough for the functions' entry module: it loads
 * its implementation (callables.ts: the Admin SDK) on its first call. Requests whose data the
 * callable protocol cannot decode are answered 400 before the SDK sees them.
 */
import { onCall, type CallableOptions } from "firebase-functions/v2/https";
import { refuseUndecodableData } from "../lib/callable";

/** The callable with the given options; index.ts deploys it, tests build their own. */
export function accountCallables(options: CallableOptions) {
  return {
    deleteAccount: refuseUndecodableData(
      onCall(options, async (request) =>
        (await import("./callables.js")).deleteOwnAccount(request),
      ),
    ),
  };
}
