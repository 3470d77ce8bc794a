/**
 * Finding a published article by its slug: the one implementation behind GET /articles/:slug
 * (api/routes/articles.ts) and /insights/:slug (web/src/pages/ArticlePage.tsx, through
 * web/src/lib/content.server.ts). `articleSlugs/{slug}` names the article of every slug it has
 * had (shared/articles.ts), so an old slug finds the article and its current slug.
 */
import type { Firestore } from "firebase-admin/firestore";
import { isSlug } from "../shared/articles";
import type { Article } from "../shared/documents";
import { registry } from "../shared/registry";

/** Published: the status says so and the date it was published is known. */
export const isPublished = (article: Article) =>
  article.status === "published" && article.publishedAt !== null;

/**
 * The published article at `slug` (`article`, and its `snapshot` as stored), `movedTo` (the slug
 * it has now) for a slug it had before, or null: no such slug, or not published.
 */
export async function articleBySlug(db: Firestore, slug: string) {
  if (!isSlug(slug)) return null;
  const claim = await db.collection(registry.articleSlugs.name).doc(slug).get();
  const { articleId } = registry.articleSlugs.read(claim.id, claim.data());
  if (!articleId) return null;
  const snapshot = await db.collection(registry.articles.name).doc(articleId).get();
  const article = registry.articles.read(snapshot.id, snapshot.data());
  if (!snapshot.exists || !isPublished(article)) return null;
  return article.slug === slug ? { article, snapshot } : { movedTo: article.slug };
}
