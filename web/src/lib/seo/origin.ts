/** The site's origin for server-rendered pages (@shared/origin), never a request's host. */
import { onEmulators, siteOrigin, type Env } from "@shared/origin";

export function pageOrigin(env: Env = process.env, dev: boolean = import.meta.env.DEV): string {
  return siteOrigin(env, dev || onEmulators(env));
}
