import { Link as RouterLink } from "react-router-dom";
import { Picture } from "@/components/ui/Picture";
import { paths } from "@/config/paths";
import { ARTICLE_CARD_PICTURE } from "@/config/picture-sizes";
import { articleDate, KIND_LABELS, type ArticleCard } from "../view";
import styles from "./Insights.module.css";

/** On /insights the cards start the page: the first is its LCP, the first row loads at once. */
function cardLoad(firstIsLcp: boolean, index: number) {
  if (!firstIsLcp) return "lazy";
  return index === 0 ? "priority" : index < 3 ? "eager" : "lazy";
}

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
            {...ARTICLE_CARD_PICTURE}
            className={styles.cardCover}
            value={article.cover}
            alt=""
            load={cardLoad(firstIsLcp, index)}
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
              <time dateTime={article.publishedAt}>{articleDate(article.publishedAt)}</time>
              {article.authorName ? ` · ${article.authorName}` : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
