/**
 * The slug follows the title until the user writes one (emptying it hands it back to the title);
 * a published article's slug is its address and never follows.
 */
import { slugify } from "@shared/articles";
import type { ArticleStatus } from "@shared/model";

export function followsTitleAtStart({
  title,
  slug,
  status,
}: {
  title: string;
  slug: string;
  status: ArticleStatus | null;
}): boolean {
  if (status === "published") return false;
  return slug === "" || slug === slugify(title);
}

export function followsTitleAfterEdit(slug: string): boolean {
  return slug.trim() === "";
}

export function slugForTitle(following: boolean, title: string, slug: string): string {
  return following ? slugify(title) : slug;
}

export function slugChangeWarning(
  stored: { status: ArticleStatus; slug: string } | null,
  slug: string,
): string | null {
  if (!stored || stored.status !== "published" || stored.slug === slug) return null;
  return `This article is published: its old address, /insights/${stored.slug}, will redirect to the new one.`;
}
