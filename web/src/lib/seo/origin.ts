/**
 * The site's public origin for the pages this server renders (the `ssr` function, or the dev
 * server): SITE_ORIGIN, through the one helper the functions use too (@shared/origin). Never
 * the host a request names. Server only.
 *
 * On the emulators and on the dev server (`react-router dev`) it defaults to the local Hosting
 * emulator; for a real project a missing SITE_ORIGIN is an error.
 */
import { onEmulators, siteOrigin, type Env } from "@shared/origin";

export function pageOrigin(env: Env = process.env, dev: boolean = import.meta.env.DEV): string {
  return siteOrigin(env, dev || onEmulators(env));
}
