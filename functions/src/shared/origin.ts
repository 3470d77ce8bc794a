/**
 * The site's public origin, the base of every absolute URL the site writes: one setting,
 * SITE_ORIGIN (functions/.env.<project-id>), never anything a request says: Hosting's CDN serves a
 * cached page to every visitor. On the emulators it defaults to the local Hosting emulator.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The local Hosting emulator (firebase.json `emulators.hosting`), where the site runs locally. */
export const LOCAL_SITE_ORIGIN = "http://127.0.0.1:5000";

export const EXAMPLE_SITE_ORIGIN = "https://www.example.com";

/** `demo-*` projects exist only on the emulators: they never reach production. */
export function isDemoProject(projectId: string | undefined): boolean {
  return projectId?.startsWith("demo-") ?? false;
}

/** The Functions emulator sets FUNCTIONS_EMULATOR; the local tools run with a `demo-*` project. */
export function onEmulators(env: Env = process.env): boolean {
  return (
    env.FUNCTIONS_EMULATOR === "true" ||
    isDemoProject(env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT)
  );
}

/** `text` as an http(s) origin, when it is one and nothing more (no path, user, query or hash). */
export function parseOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  // `new URL` accepts "https:example.com"; an origin is written with its "//".
  return bare && /^https?:\/\//i.test(text) ? url.origin : null;
}

/** A SITE_ORIGIN value as an origin, or an error that names the setting and where it came from. */
export function validSiteOrigin(value: string, source = "SITE_ORIGIN"): string {
  const origin = parseOrigin(value.trim());
  if (!origin) {
    throw new Error(
      `SITE_ORIGIN must be an origin such as ${EXAMPLE_SITE_ORIGIN} (scheme and host, no path), ` +
        `not "${value}" (${source}).`,
    );
  }
  return origin;
}

/**
 * The configured origin: SITE_ORIGIN, else the local Hosting emulator when `local` (by default:
 * on the emulators). Elsewhere a missing SITE_ORIGIN is an error that says how to set it.
 */
export function siteOrigin(env: Env = process.env, local: boolean = onEmulators(env)): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return validSiteOrigin(configured);
  if (local) return LOCAL_SITE_ORIGIN;
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? "<project-id>";
  throw new Error(
    `SITE_ORIGIN is not set: put SITE_ORIGIN=${EXAMPLE_SITE_ORIGIN} (the site's public origin) ` +
      `in functions/.env.${project} and deploy again.`,
  );
}
