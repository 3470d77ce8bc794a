import { Link as RouterLink } from "react-router-dom";
import { Picture } from "@/components/ui/Picture";
import { paths } from "@/config/paths";
import { ARTICLE_COVER_PICTURE, AUTHOR_PHOTO_PICTURE } from "@/config/picture-sizes";
import { articleDate, KIND_LABELS, type ArticleView } from "../view";
import styles from "./Insights.module.css";

export function ArticleBody({ article }: { article: ArticleView }) {
  const { author, caseStudy } = article;
  const updated = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <div className="container">
      <article className={styles.article}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <RouterLink to={paths.home}>Home</RouterLink>
            </li>
            <li>
              <RouterLink to={paths.insights}>Insights</RouterLink>
            </li>
            <li aria-current="page">{article.title}</li>
          </ol>
        </nav>
        <header className={styles.header}>
          <p className="eyebrow">{KIND_LABELS[article.kind]}</p>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.summary}>{article.summary}</p>
          <div className={styles.byline}>
            {author ? (
              <Picture
                {...AUTHOR_PHOTO_PICTURE}
                className={styles.authorPhoto}
                value={author.img}
                alt=""
                load="eager"
              />
            ) : null}
            <p>
              {author ? (
                <>
                  <span className={styles.authorName}>{author.name}</span>
                  {author.role ? <span>{`, ${author.role}`}</span> : null}
                  <br />
                </>
              ) : null}
              <span>
                Published{" "}
                <time dateTime={article.publishedAt}>{articleDate(article.publishedAt)}</time>
              </span>
              {updated ? (
                <span>
                  {" · Updated "}
                  <time dateTime={article.updatedAt}>{articleDate(article.updatedAt)}</time>
                </span>
              ) : null}
              <span>{` · ${article.minutes} min read`}</span>
            </p>
          </div>
        </header>
        <Picture
          {...ARTICLE_COVER_PICTURE}
          className={styles.cover}
          value={article.cover}
          alt=""
          load="priority"
        />
        {caseStudy ? (
          <section className={styles.caseStudy} aria-labelledby="case-study-facts">
            <h2 id="case-study-facts" className={styles.sectionTitle}>
              {`Client: ${caseStudy.client}`}
            </h2>
            <h3 className={styles.factTitle}>The challenge</h3>
            <p>{caseStudy.challenge}</p>
            <h3 className={styles.factTitle}>The results</h3>
            <ul className={styles.results}>
              {caseStudy.results.map((result) => (
                <li key={`${result.figure} ${result.label}`}>
                  <span className={styles.figure}>{result.figure}</span>
                  <span className={styles.figureLabel}>{result.label}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* Safe HTML from lib/markdown.ts. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.services.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-services">
            <h2 id="related-services" className={styles.sectionTitle}>
              Related services
            </h2>
            <ul>
              {article.services.map((service) => (
                <li key={service.id}>
                  <RouterLink to={paths.serviceDetail(service.id)} className={styles.textLink}>
                    {service.name}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className={styles.back}>
          <RouterLink to={paths.insights} className={styles.textLink}>
            All articles and case studies
          </RouterLink>
        </p>
      </article>
    </div>
  );
}
