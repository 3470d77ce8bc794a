/** The XML of /sitemap.xml (https://www.sitemaps.org/protocol.html), with absolute URLs. */

import { escapeMarkup } from "@shared/markup";

type SitemapEntry = { loc: string; lastmod?: Date | undefined };

export function newest(items: readonly { updated: Date }[]): Date | undefined {
  return items.reduce<Date | undefined>(
    (latest, { updated }) => (latest && latest >= updated ? latest : updated),
    undefined,
  );
}

function urlElement({ loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeMarkup(loc)}</loc>${modified}</url>`;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
}
