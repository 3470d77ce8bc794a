/**
 * robots.txt: everything may be crawled but the dashboard, and the sitemap is named by its
 * absolute URL. The sign-in pages stay crawlable so that search engines see their `noindex`.
 *
 * The build writes it into the static files (react-router.config.ts): Cloud Functions answer
 * /robots.txt with a 404 of their own before any code runs, so no route could serve it.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
