/**
 * Applies one article's write to the index of published articles, in a transaction, so two
 * edits at once both land. Idempotent: the same write applied twice gives the same index.
 */
import { db } from "../lib/firebase";
import { readArticle } from "../shared/documents";
import { readIndex, withArticle } from "../shared/insights";
import { INSIGHTS_INDEX, registry } from "../shared/registry";

export async function indexArticle(id: string, data: unknown): Promise<void> {
  const ref = db().collection(registry[INSIGHTS_INDEX.collection].name).doc(INSIGHTS_INDEX.id);
  const article = data === null ? null : readArticle(id, data);
  await db().runTransaction(async (transaction) => {
    const entries = withArticle(readIndex((await transaction.get(ref)).data()), id, article);
    transaction.set(ref, registry.insightsIndex.write(entries));
  });
}
