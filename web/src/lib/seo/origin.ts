/**
 * The site's origin for server-rendered pages: SITE_ORIGIN (@shared/origin), never a request's
 * host. On the emulators and the dev server it defaults to the local Hosting emulator.
 */
import { onEmulators, siteOrigin, type Env } from "@shared/origin";

export function pageOrigin(env: Env = process.env, dev: boolean = import.meta.env.DEV): string {
  return siteOrigin(env, dev || onEmulators(env));
}
