/**
 * The trigger that keeps /insights' index of published articles (settings/insights, server only:
 * no rule matches it) in step with every write to an article. Loaded only where it runs
 * (index.ts), as the mail triggers are.
 */
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "../shared/registry";

export const insightsIndex = onDocumentWritten(
  `${COLLECTIONS.articles}/{articleId}`,
  async (event) => {
    const { indexArticle } = await import("./index-article.js");
    await indexArticle(event.params.articleId, event.data?.after.data() ?? null);
  },
);
