/**
 * The slug field follows the title (slugify) until the user writes a slug of their own; emptying
 * the field hands it back to the title. A published article's slug is its address: it never
 * follows, it changes only when the user changes it.
 */
import { slugify } from "@shared/articles";
import type { ArticleStatus } from "@shared/model";

/** Whether the slug follows the title when the editor opens on these values. */
export function followsTitleAtStart({
  title,
  slug,
  status,
}: {
  title: string;
  slug: string;
  /** The stored status; null for a new article. */
  status: ArticleStatus | null;
}): boolean {
  if (status === "published") return false;
  return slug === "" || slug === slugify(title);
}

/** Whether the slug follows the title after the user typed `slug` into its field. */
export function followsTitleAfterEdit(slug: string): boolean {
  return slug.trim() === "";
}

/** The slug after the title became `title`: slugify(title) while following, else unchanged. */
export function slugForTitle(following: boolean, title: string, slug: string): string {
  return following ? slugify(title) : slug;
}

/**
 * The sentence under the slug field of a published article whose slug the user changed: the
 * old address keeps working, as a redirect. Null when there is nothing to say.
 */
export function slugChangeWarning(
  stored: { status: ArticleStatus; slug: string } | null,
  slug: string,
): string | null {
  if (!stored || stored.status !== "published" || stored.slug === slug) return null;
  return `This article is published: its old address, /insights/${stored.slug}, will redirect to the new one.`;
}
