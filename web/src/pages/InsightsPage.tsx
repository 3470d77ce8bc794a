import { lazy } from "react";
import { data, Link as RouterLink } from "react-router-dom";
import { PageBanner } from "@/components/layout/PageBanner";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { ArticleCards } from "@/features/insights/components/ArticleCards";
import { InsightsFilters } from "@/features/insights/components/InsightsFilters";
import styles from "@/features/insights/components/Insights.module.css";
import { insightsHref, readInsightsQuery } from "@/features/insights/query";
import { articleCard } from "@/features/insights/view";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { insightsIndexEntries, publishedArticles, services, team } from "@/lib/content.server";
import { pageMeta } from "@/lib/meta";
import { Live } from "@/lib/static-then-live";
import { INSIGHTS_PAGE_SIZE, insightsPage } from "@shared/insights";
import type { Route } from "./+types/InsightsPage";

const LiveLatest = lazy(() => import("@/features/insights/live-latest"));

/** Newest first, by kind or service: from the index the server keeps and the page's articles. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readInsightsQuery(new URL(request.url).searchParams);
  const [index, members, offered] = await Promise.all([insightsIndexEntries(), team(), services()]);
  const page = query && insightsPage(index, query, query.page);
  const filters = {
    services: offered
      .filter((service) => index.some((entry) => entry.serviceIds.includes(service.id)))
      .map(({ id, name }) => ({ id, name })),
  };
  if (!query || !page) {
    return data({ query: null, page: null, articles: [], filters }, { status: 404 });
  }
  const articles = (await publishedArticles(page.ids)).map((article) =>
    articleCard(article, members),
  );
  return data({ query, page, articles, filters }, { status: 200 });
}

export const headers = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

export const meta = (args: Route.MetaArgs) => {
  const { query, page } = args.loaderData;
  if (!query) {
    return pageMeta({ ...pageTexts.insights, path: paths.insights, noindex: true }, args);
  }
  const title =
    page.page > 1 ? `${pageTexts.insights.title}, page ${page.page}` : pageTexts.insights.title;
  const links = [
    ...(page.page > 1
      ? [{ tagName: "link", rel: "prev", href: insightsHref({ ...query, page: page.page - 1 }) }]
      : []),
    ...(page.page < page.pages
      ? [{ tagName: "link", rel: "next", href: insightsHref({ ...query, page: page.page + 1 }) }]
      : []),
  ];
  return [
    ...pageMeta(
      {
        title,
        description: pageTexts.insights.description,
        path: insightsHref(query),
        trail: [{ name: pageTexts.insights.title, path: paths.insights }],
      },
      args,
    ),
    ...links,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Insights feed",
      href: paths.insightsFeed,
    },
  ];
};

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { query, page, articles, filters } = loaderData;
  const newest = query && query.page === 1 && !query.kind && !query.serviceId;
  return (
    <>
      <PageBanner
        eyebrow="Insights"
        title="Articles and case studies"
        text="What we learn growing businesses on search, the web, ads and social media, and the results our clients got."
      />
      <div className={`container ${styles.page}`}>
        <InsightsFilters query={query} services={filters.services} />
        {!query ? (
          <p className={styles.empty}>
            There is no such page of insights.{" "}
            <RouterLink to={paths.insights} className={styles.textLink}>
              See the newest
            </RouterLink>
          </p>
        ) : articles.length === 0 ? (
          <p className={styles.empty}>Nothing is published here yet. Please check back soon.</p>
        ) : newest ? (
          <Live initial={{ count: INSIGHTS_PAGE_SIZE, cards: articles }} live={LiveLatest}>
            {(latest) => <ArticleCards articles={latest.cards} firstIsLcp />}
          </Live>
        ) : (
          <ArticleCards articles={articles} firstIsLcp />
        )}
        {query && page.pages > 1 ? (
          <nav aria-label="Pages" className={styles.pager}>
            {page.page > 1 ? (
              <RouterLink to={insightsHref({ ...query, page: page.page - 1 })} rel="prev">
                Newer
              </RouterLink>
            ) : null}
            <span>{`Page ${page.page} of ${page.pages}`}</span>
            {page.page < page.pages ? (
              <RouterLink to={insightsHref({ ...query, page: page.page + 1 })} rel="next">
                Older
              </RouterLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
