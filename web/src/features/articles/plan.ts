/**
 * What saving an article writes, decided without Firebase (api.ts carries it out in one
 * transaction). firestore.rules asks of every write of `articles/{id}`:
 *
 * - that `articleSlugs/{slug}` names the article once the write is done: created in the same
 *   write when it does not exist yet; when it names another article the slug is taken and nothing
 *   is written. Slug documents are never updated, and old ones stay (the old address redirects);
 * - that `publishedAt` is the server's time when it is set, and otherwise unchanged: set at the
 *   first publication, then kept through unpublishing and publishing again.
 */
import type { Article } from "@shared/documents";
import type { ArticleInput } from "@shared/articles";
import type { ArticleStatus } from "@shared/model";

export const SLUG_TAKEN = "This address is already used by another article";

export interface StoredState {
  publishedAt: Date | null;
}

/** "keep": an update that leaves the field out. */
export type PublishedAtWrite = "now" | "none" | "keep";

export function publishedAtWrite(
  stored: StoredState | null,
  status: ArticleStatus,
): PublishedAtWrite {
  if (stored === null) return status === "published" ? "now" : "none";
  if (stored.publishedAt === null && status === "published") return "now";
  return "keep";
}

export type SavePlan =
  | {
      ok: true;
      write: "create" | "update";
      publishedAt: PublishedAtWrite;
      claimSlug: boolean;
    }
  | { ok: false; reason: "slug-taken" };

/** `slugOwner`: the article the slug's document names, or null. */
export function planSave({
  articleId,
  stored,
  slugOwner,
  status,
}: {
  articleId: string;
  stored: StoredState | null;
  slugOwner: string | null;
  status: ArticleStatus;
}): SavePlan {
  if (slugOwner !== null && slugOwner !== articleId) return { ok: false, reason: "slug-taken" };
  return {
    ok: true,
    write: stored === null ? "create" : "update",
    publishedAt: publishedAtWrite(stored, status),
    claimSlug: slugOwner === null,
  };
}

export const EMPTY_ARTICLE: ArticleInput = {
  kind: "article",
  title: "",
  slug: "",
  summary: "",
  cover: "",
  authorId: "",
  serviceIds: [],
  body: "",
  caseStudy: null,
};

export const EMPTY_CASE_STUDY: NonNullable<ArticleInput["caseStudy"]> = {
  client: "",
  challenge: "",
  results: [{ figure: "", label: "" }],
};

export function articleInputOf(article: Article): ArticleInput {
  return {
    kind: article.kind,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    cover: article.cover,
    authorId: article.authorId,
    serviceIds: [...article.serviceIds],
    body: article.body,
    caseStudy:
      article.kind === "case-study"
        ? {
            client: article.caseStudy?.client ?? "",
            challenge: article.caseStudy?.challenge ?? "",
            results: (article.caseStudy?.results ?? []).map(({ figure, label }) => ({
              figure,
              label,
            })),
          }
        : null,
  };
}
