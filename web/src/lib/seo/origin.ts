/**
 * The site's public origin ("https://www.example.com"): the base of every absolute URL the
 * server writes (canonical link, og:url, og:image, JSON-LD, sitemap, robots.txt). Server only.
 *
 * SITE_ORIGIN, when set, wins: Hosting's CDN serves a cached page to every visitor, so its URLs
 * should not depend on what one request said. Otherwise the origin the visitor asked for: Firebase
 * Hosting calls the `ssr` function with its own host in X-Forwarded-Host (and the scheme in
 * X-Forwarded-Proto); the request's own URL when neither names a usable origin.
 */

/** `text` as an http(s) origin, when it is one and nothing more (no path, user, query or hash). */
function httpOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
}

/** The first value of a header that proxies may have made a list ("a, b"). */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value ? value : undefined;
}

export function siteOrigin(
  request: Request,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    const origin = httpOrigin(configured);
    if (!origin) {
      throw new Error(
        `SITE_ORIGIN must be an origin such as https://www.example.com, not "${configured}".`,
      );
    }
    return origin;
  }
  const url = new URL(request.url);
  const host = firstValue(request.headers.get("x-forwarded-host"));
  const scheme = firstValue(request.headers.get("x-forwarded-proto")) ?? url.protocol.slice(0, -1);
  return (host ? httpOrigin(`${scheme}://${host}`) : null) ?? url.origin;
}
