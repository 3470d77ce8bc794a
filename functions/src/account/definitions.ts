/** The deleteAccount callable's definition, light for the entry module (admin/definitions.ts). */
import { onCall, type CallableOptions } from "firebase-functions/v2/https";
import { refuseUndecodableData } from "../lib/callable";

export function accountCallables(options: CallableOptions) {
  return {
    deleteAccount: refuseUndecodableData(
      onCall(options, async (request) =>
        (await import("./callables.js")).deleteOwnAccount(request),
      ),
    ),
  };
}
