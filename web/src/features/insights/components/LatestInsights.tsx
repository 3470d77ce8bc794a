import { lazy } from "react";
import { Link as RouterLink } from "react-router-dom";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { paths } from "@/config/paths";
import { Live } from "@/lib/static-then-live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { ArticleCard } from "../view";
import { ArticleCards } from "./ArticleCards";
import styles from "./Insights.module.css";

const LiveLatest = lazy(() => import("../live-latest"));

/** A section of articles (none: nothing); `live`: the newest `count`, live once near. */
export function LatestInsights({
  articles,
  title,
  intro,
  live,
}: {
  articles: ArticleCard[];
  title: string;
  intro?: string;
  live?: { count: number } | undefined;
}) {
  const [ref, near] = useNearViewport<HTMLElement>();
  if (articles.length === 0) return null;
  const cards = (shown: readonly ArticleCard[]) => (
    <ArticleCards articles={shown} headingLevel={3} />
  );
  return (
    <section ref={ref} className={`section ${styles.latest}`} aria-label={title}>
      <div className="container">
        <SectionHeading eyebrow="Insights" title={title} intro={intro} />
        {live ? (
          <Live initial={{ count: live.count, cards: articles }} live={LiveLatest} active={near}>
            {(latest) => cards(latest.cards)}
          </Live>
        ) : (
          cards(articles)
        )}
        <p className={styles.more}>
          <RouterLink to={paths.insights} className="btn btn-brand">
            All articles and case studies
          </RouterLink>
        </p>
      </div>
    </section>
  );
}
