/**
 * The App Check header for the site's own REST calls (`/api/...`), which the functions require
 * when App Check is enforced (README, "App Check"). Without a site key there is no App Check and
 * no header, and nothing of the Firebase SDK is loaded.
 */
import { appCheck } from "@/config/env";

export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!appCheck.siteKey) return {};
  // The app module starts App Check before anything else uses it.
  await import("./app.client");
  const { appCheckToken } = await import("./app-check");
  return { "X-Firebase-AppCheck": await appCheckToken() };
}
