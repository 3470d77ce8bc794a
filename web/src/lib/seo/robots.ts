/**
 * robots.txt: all but the dashboard may be crawled (the sign-in pages too, so that their `noindex`
 * is seen). The build writes it (react-router.config.ts): no route could serve /robots.txt.
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
