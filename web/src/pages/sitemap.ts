/** /sitemap.xml: the public pages, each with its content's last change. */
import { queries } from "@shared/registry";
import { paths } from "@/config/paths";
import { publicXml } from "@/lib/content";
import { landingSettingsTime, publishedArticleTimes, updateTimes } from "@/lib/content.server";
import { pageOrigin } from "@/lib/seo/origin";
import { newest, sitemapXml } from "@/lib/seo/sitemap";

export async function loader() {
  const [services, team, reviews, picks, articles] = await Promise.all([
    updateTimes(queries.services),
    updateTimes(queries.team),
    updateTimes(queries.latestReviews),
    landingSettingsTime(),
    publishedArticleTimes(),
  ]);
  const origin = pageOrigin();
  const xml = sitemapXml([
    {
      loc: `${origin}${paths.home}`,
      lastmod: newest([...services, ...picks, ...team, ...reviews]),
    },
    { loc: `${origin}${paths.services}`, lastmod: newest(services) },
    ...(articles.length > 0
      ? [{ loc: `${origin}${paths.insights}`, lastmod: newest([...articles, ...team]) }]
      : []),
    ...articles.map((article) => ({
      loc: `${origin}${paths.article(article.slug)}`,
      lastmod: newest([article]),
    })),
  ]);
  return publicXml(xml, "application/xml");
}
