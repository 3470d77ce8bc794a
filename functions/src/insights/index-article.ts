/**
 * Applies one article's write to the index of published articles, in a transaction, so two
 * edits at once both land. Idempotent: the same write applied twice gives the same index.
 */
import { db } from "../lib/firebase";
import { readArticle } from "../shared/documents";
import { withArticle, type InsightsIndexEntry } from "../shared/insights";
import { ARTICLE_KINDS } from "../shared/model";
import { COLLECTIONS } from "../shared/registry";

/** The index document: `settings/insights`, `{ entries: InsightsIndexEntry[] }`. */
export const INSIGHTS_INDEX = { collection: COLLECTIONS.settings, id: "insights" } as const;

/** The stored entries; anything malformed in them is left out (the next write rebuilds it). */
export function readIndex(data: unknown): InsightsIndexEntry[] {
  const entries: unknown =
    typeof data === "object" && data !== null && "entries" in data ? data.entries : [];
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (entry): entry is InsightsIndexEntry =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as InsightsIndexEntry).id === "string" &&
      typeof (entry as InsightsIndexEntry).slug === "string" &&
      ARTICLE_KINDS.includes((entry as InsightsIndexEntry).kind) &&
      Array.isArray((entry as InsightsIndexEntry).serviceIds) &&
      typeof (entry as InsightsIndexEntry).publishedAt === "number",
  );
}

export async function indexArticle(id: string, data: unknown): Promise<void> {
  const ref = db().collection(INSIGHTS_INDEX.collection).doc(INSIGHTS_INDEX.id);
  const article = data === null ? null : readArticle(id, data);
  await db().runTransaction(async (transaction) => {
    const entries = withArticle(readIndex((await transaction.get(ref)).data()), id, article);
    transaction.set(ref, { entries });
  });
}
