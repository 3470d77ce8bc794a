/** /sitemap.xml: the landing and the services, each with its content's last change. */
import { queries } from "@shared/registry";
import { paths } from "@/config/paths";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { landingSettingsTime, updateTimes } from "@/lib/content.server";
import { pageOrigin } from "@/lib/seo/origin";
import { newest, sitemapXml } from "@/lib/seo/sitemap";

export async function loader() {
  const [services, team, reviews, picks] = await Promise.all([
    updateTimes(queries.services),
    updateTimes(queries.team),
    updateTimes(queries.latestReviews),
    landingSettingsTime(),
  ]);
  const origin = pageOrigin();
  const xml = sitemapXml([
    {
      loc: `${origin}${paths.home}`,
      lastmod: newest([...services, ...picks, ...team, ...reviews]),
    },
    { loc: `${origin}${paths.services}`, lastmod: newest(services) },
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    },
  });
}
