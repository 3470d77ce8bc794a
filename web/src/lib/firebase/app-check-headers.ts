/**
 * The App Check header for the REST calls (docs/operations.md, "App Check"); none, and no SDK
 * loaded, without a site key. `limitedUse`: a one-request token, for POST /api/messages, which
 * consumes the token it is sent (replay protection).
 */
import { appCheck } from "@/config/env";

export async function appCheckHeaders({
  limitedUse = false,
}: { limitedUse?: boolean } = {}): Promise<Record<string, string>> {
  if (!appCheck.siteKey) return {};
  await import("./app.client"); // starts App Check
  const { appCheckToken, limitedUseAppCheckToken } = await import("./app-check");
  return {
    "X-Firebase-AppCheck": await (limitedUse ? limitedUseAppCheckToken() : appCheckToken()),
  };
}

/** Loads and starts App Check ahead of a call. */
export async function preloadAppCheck(): Promise<void> {
  if (!appCheck.siteKey) return;
  await Promise.all([import("./app.client"), import("./app-check")]);
}
