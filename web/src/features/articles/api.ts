/** The admins' article writes: a save is one transaction carrying out plan.ts (firestore.rules). */
import {
  collection,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { articleInputSchema, type ArticleInput } from "@shared/articles";
import type { Article } from "@shared/documents";
import type { ArticleStatus } from "@shared/model";
import { articlePath, COLLECTIONS, queries, registry } from "@shared/registry";
import { useActions } from "@/lib/actions";
import { useCollection, useDocument } from "@/lib/firebase/hooks";
import { docOf, typedDoc } from "@/lib/firebase/query";
import { articleInputOf, planSave, SLUG_TAKEN } from "./plan";

export type { Article };

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(SLUG_TAKEN);
    this.name = "SlugTakenError";
  }
}

export function useAdminArticles() {
  const { status, data } = useCollection(queries.adminArticles);
  return { status, articles: data };
}

export function useArticle(id: string) {
  const { status, data } = useDocument(articlePath(id));
  return { status, article: data };
}

const slugClaim = (firestore: Firestore, slug: string) =>
  docOf(firestore, { name: COLLECTIONS.articleSlugs }, slug);

async function save(
  firestore: Firestore,
  id: string,
  input: ArticleInput,
  status: ArticleStatus,
): Promise<void> {
  const ref = docOf(firestore, registry.articles, id);
  const claimRef = slugClaim(firestore, input.slug);
  await runTransaction(firestore, async (transaction) => {
    const stored = await transaction.get(typedDoc(firestore, articlePath(ref.id)));
    const claim = await transaction.get(claimRef);
    const owner: unknown = claim.exists() ? claim.get("articleId") : null;
    const plan = planSave({
      articleId: ref.id,
      stored: stored.exists() ? { publishedAt: stored.data().publishedAt } : null,
      // A claim that names no article is nobody's to take.
      slugOwner: owner === null || typeof owner === "string" ? owner : "",
      status,
    });
    if (!plan.ok) throw new SlugTakenError(input.slug);
    const stamp = serverTimestamp();
    const fields = registry.articles.write(
      { input, status, publishedAt: plan.publishedAt === "now" ? stamp : null },
      stamp,
    );
    if (plan.write === "create") {
      transaction.set(ref, fields);
    } else if (plan.publishedAt === "keep") {
      // Left out, the stored publication date stays as it is, to the nanosecond.
      const { publishedAt: _kept, ...rest } = fields;
      transaction.update(ref, rest);
    } else {
      transaction.update(ref, fields);
    }
    if (plan.claimSlug) transaction.set(claimRef, { articleId: ref.id });
  });
}

const actions = (firestore: Firestore) => ({
  // Made before the first save, so that saving again after an error updates the same article.
  newId: () => docOf(firestore, registry.articles).id,
  save: (id: string, input: ArticleInput, status: ArticleStatus) =>
    save(firestore, id, input, status),
  setStatus: async (article: Article, status: ArticleStatus) => {
    const input = articleInputSchema.safeParse(articleInputOf(article));
    if (!input.success) throw new Error("The article is not complete: open it in the editor.");
    await save(firestore, article.id, input.data, status);
  },
  remove: async (id: string) => {
    const claims = await getDocs(
      query(collection(firestore, COLLECTIONS.articleSlugs), where("articleId", "==", id)),
    );
    const batch = writeBatch(firestore);
    batch.delete(docOf(firestore, registry.articles, id));
    for (const claim of claims.docs) batch.delete(claim.ref);
    await batch.commit();
  },
});

export const useArticleActions = () => useActions(actions);
