/**
 * The App Check header for the site's own REST calls (`/api/...`), which the functions require
 * when App Check is enforced (docs/operations.md, "App Check"). Without a site key there is no App Check and
 * no header, and nothing of the Firebase SDK is loaded.
 *
 * `limitedUse` asks for a limited-use token, good for one request: the contact form's
 * POST /api/messages consumes the token it is sent (replay protection), so it needs a new one for
 * every message. The other calls send the app's session token.
 */
import { appCheck } from "@/config/env";

export async function appCheckHeaders({
  limitedUse = false,
}: { limitedUse?: boolean } = {}): Promise<Record<string, string>> {
  if (!appCheck.siteKey) return {};
  // The app module starts App Check before anything else uses it.
  await import("./app.client");
  const { appCheckToken, limitedUseAppCheckToken } = await import("./app-check");
  return {
    "X-Firebase-AppCheck": await (limitedUse ? limitedUseAppCheckToken() : appCheckToken()),
  };
}

/** Loads (and starts) App Check ahead of a call, without asking for a token. */
export async function preloadAppCheck(): Promise<void> {
  if (!appCheck.siteKey) return;
  await Promise.all([import("./app.client"), import("./app-check")]);
}
