/**
 * How /insights pages its articles (ADR 013): cut from a small index of the published articles,
 * so a page costs the index and its own articles however deep it is (Firestore bills the
 * documents an offset skips, and `?page=5` has no cursor to start after).
 */
import type { Article } from "./documents";
import { ARTICLE_KINDS, type ArticleKind } from "./model";
import { z } from "./zod";

export const INSIGHTS_PAGE_SIZE = 12;

export interface InsightsIndexEntry {
  id: string;
  slug: string;
  kind: ArticleKind;
  serviceIds: string[];
  /** Milliseconds since the epoch. */
  publishedAt: number;
}

interface InsightsFilter {
  kind?: ArticleKind | undefined;
  serviceId?: string | undefined;
}

export interface InsightsPage {
  ids: string[];
  page: number;
  /** At least 1: an empty list is one empty page. */
  pages: number;
  total: number;
}

/** Newest first; the same time (a batch published at once) by id, so pages never overlap. */
function newestFirst(a: InsightsIndexEntry, b: InsightsIndexEntry): number {
  return b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function insightsIndex(articles: readonly Article[]): InsightsIndexEntry[] {
  return articles
    .filter((article) => article.status === "published" && article.publishedAt !== null)
    .map((article) => ({
      id: article.id,
      slug: article.slug,
      kind: article.kind,
      serviceIds: article.serviceIds,
      publishedAt: article.publishedAt?.getTime() ?? 0,
    }))
    .sort(newestFirst);
}

/** The index after article `id` was written or deleted (null), without reading every article. */
export function withArticle(
  index: readonly InsightsIndexEntry[],
  id: string,
  article: Article | null,
): InsightsIndexEntry[] {
  const others = index.filter((entry) => entry.id !== id);
  return article ? [...others, ...insightsIndex([{ ...article, id }])].sort(newestFirst) : others;
}

/** Page `page` (from 1) of the index under `filter`, or null when there is no such page. */
export function insightsPage(
  index: readonly InsightsIndexEntry[],
  filter: InsightsFilter,
  page: number,
): InsightsPage | null {
  const matching = [...index]
    .filter((entry) => !filter.kind || entry.kind === filter.kind)
    .filter((entry) => !filter.serviceId || entry.serviceIds.includes(filter.serviceId))
    .sort(newestFirst);
  const pages = Math.max(1, Math.ceil(matching.length / INSIGHTS_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = (page - 1) * INSIGHTS_PAGE_SIZE;
  return {
    ids: matching.slice(start, start + INSIGHTS_PAGE_SIZE).map((entry) => entry.id),
    page,
    pages,
    total: matching.length,
  };
}

/** `?page=`: 1 when absent, null (a 404) for anything but a plain positive integer ("02", "1.5"). */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The stored entries; anything malformed in them is left out (the next write rebuilds it). */
export function readIndex(data: unknown): InsightsIndexEntry[] {
  return storedIndex.parse(data).entries.flatMap((entry) => {
    const read = indexEntry.safeParse(entry);
    return read.success ? [read.data] : [];
  });
}

const indexEntry = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  serviceIds: z.array(z.string()),
  publishedAt: z.number(),
});

const storedIndex = z.object({ entries: z.array(z.unknown()).catch([]) }).catch({ entries: [] });
