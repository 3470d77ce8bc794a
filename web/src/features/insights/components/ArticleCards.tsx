import { Link as RouterLink } from "react-router-dom";
import { Picture } from "@/components/ui/Picture";
import { paths } from "@/config/paths";
import { ARTICLE_CARD_SIZES } from "@/config/picture-sizes";
import { formatDate, KIND_LABELS, type ArticleCard } from "../view";
import styles from "./Insights.module.css";

/** The shape a cover of unknown size (the seed's drawings) is shown in: the CSS's 3 / 2. */
const COVER_SHAPE = { width: 600, height: 400 };

/**
 * Articles as cards (title, kind, date, summary, cover), each a link to its page. `headingLevel`
 * is the cards' heading level under the section's own heading.
 */
export function ArticleCards({
  articles,
  headingLevel = 2,
  firstIsLcp = false,
}: {
  articles: readonly ArticleCard[];
  headingLevel?: 2 | 3;
  firstIsLcp?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.card}>
          <Picture
            className={styles.cardCover}
            value={article.cover}
            sizes={ARTICLE_CARD_SIZES}
            alt=""
            fallbackSize={COVER_SHAPE}
            load={firstIsLcp && index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
          />
          <div className={styles.cardText}>
            <p className={styles.cardKind}>{KIND_LABELS[article.kind]}</p>
            <Heading className={styles.cardTitle}>
              <RouterLink to={paths.article(article.slug)} className={styles.cardLink}>
                {article.title}
              </RouterLink>
            </Heading>
            <p className={styles.cardSummary}>{article.summary}</p>
            <p className={styles.cardMeta}>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              {article.authorName ? ` · ${article.authorName}` : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
