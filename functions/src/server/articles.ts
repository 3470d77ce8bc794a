/**
 * Finding a published article by its slug, for GET /articles/:slug and /insights/:slug: an old
 * slug's `articleSlugs/{slug}` still names the article, so it finds the current slug.
 */
import type { Firestore } from "firebase-admin/firestore";
import { isSlug } from "../shared/articles";
import type { Article } from "../shared/documents";
import { registry } from "../shared/registry";

export const isPublished = (article: Article) =>
  article.status === "published" && article.publishedAt !== null;

/** The published article at `slug`, `movedTo` for a slug it had before, or null. */
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
