/** /insights/feed.xml, from the index the server keeps and the articles' own documents. */
import { splitNameDeg } from "@shared/team";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { KIND_LABELS } from "@/features/insights/view";
import { publicXml } from "@/lib/content";
import { insightsIndexEntries, publishedArticles, team } from "@/lib/content.server";
import { atomFeed } from "@/lib/seo/feed";
import { pageOrigin } from "@/lib/seo/origin";

const FEED_ENTRIES = 20;

export async function loader() {
  const [index, members] = await Promise.all([insightsIndexEntries(), team()]);
  const articles = await publishedArticles(index.slice(0, FEED_ENTRIES).map((entry) => entry.id));
  const authors = new Map(members.map((member) => [member.id, splitNameDeg(member.nameDeg).name]));
  const origin = pageOrigin();
  const xml = atomFeed({
    self: `${origin}${paths.insightsFeed}`,
    page: `${origin}${paths.insights}`,
    title: `Insights | ${site.brand}`,
    subtitle: "Articles and case studies from the agency",
    author: site.brand,
    entries: articles.map((article) => ({
      url: `${origin}${paths.article(article.slug)}`,
      title: article.title,
      summary: article.summary,
      author: authors.get(article.authorId) || site.brand,
      published: article.publishedAt ?? new Date(0),
      updated: article.updatedAt ?? article.publishedAt ?? new Date(0),
      category: KIND_LABELS[article.kind],
    })),
  });
  return publicXml(xml, "application/atom+xml");
}
