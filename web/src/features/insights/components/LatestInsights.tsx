import { Link as RouterLink } from "react-router-dom";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { paths } from "@/config/paths";
import type { ArticleCard } from "../view";
import { ArticleCards } from "./ArticleCards";
import styles from "./Insights.module.css";

/** The landing's (or a service's) newest articles, with a link to all of them; none, nothing. */
export function LatestInsights({
  articles,
  title,
  intro,
}: {
  articles: readonly ArticleCard[];
  title: string;
  intro?: string;
}) {
  if (articles.length === 0) return null;
  return (
    <section className={`section ${styles.latest}`} aria-label={title}>
      <div className="container">
        <SectionHeading eyebrow="Insights" title={title} intro={intro} />
        <ArticleCards articles={articles} headingLevel={3} />
        <p className={styles.more}>
          <RouterLink to={paths.insights} className="btn btn-brand">
            All articles and case studies
          </RouterLink>
        </p>
      </div>
    </section>
  );
}
