/**
 * Articles and case studies (/insights, ADR 013): the editor's payload; firestore.rules
 * (isValidArticle) carries the same limits. Each slug an article has had is claimed by
 * `articleSlugs/{slug}` in the same batch: slugs are unique, and an old one still leads (301).
 */
import { z } from "./zod";
import { ARTICLE_KINDS, LIMITS } from "./model";
import { pictureTags } from "./picture-tags";
import { imageField, isDocumentId, isWellFormed, requiredText } from "./schemas";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= LIMITS.articleSlug && SLUG.test(value);
}

/** A slug from a title: accents dropped, other characters hyphens, cut at a word; or "". */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > LIMITS.articleSlug) break;
    slug = next;
  }
  return slug || (words[0] ?? "").slice(0, LIMITS.articleSlug);
}

const resultSchema = z.strictObject({
  figure: requiredText("Figure", LIMITS.resultFigure),
  label: requiredText("What it measures", LIMITS.resultLabel),
});

const caseStudySchema = z.strictObject({
  client: requiredText("Client", LIMITS.caseStudyClient),
  challenge: requiredText("Challenge", LIMITS.caseStudyChallenge),
  results: z
    .array(resultSchema)
    .min(1, "Add at least one result")
    .max(LIMITS.caseStudyResults, `At most ${LIMITS.caseStudyResults} results`),
});

const idField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(LIMITS.serviceId, `${label} is too long`)
    .refine(isDocumentId, `${label} is not valid`);

export const articleInputSchema = z
  .strictObject({
    kind: z.enum(ARTICLE_KINDS, { error: "Choose an article or a case study" }),
    title: requiredText("Title", LIMITS.articleTitle),
    slug: z
      .string({ error: "Address is required" })
      .refine(isSlug, "Use lower-case letters, digits and single hyphens (at most 80)"),
    summary: requiredText("Summary", LIMITS.articleSummary),
    cover: imageField,
    authorId: idField("Author"),
    serviceIds: z
      .array(idField("Service"))
      .max(LIMITS.articleServices, `At most ${LIMITS.articleServices} services`)
      .refine((ids) => new Set(ids).size === ids.length, "A service is listed twice"),
    body: z
      .string({ error: "Body is required" })
      .trim()
      .min(1, "Body is required")
      .max(
        LIMITS.articleBody,
        `Body must be at most ${LIMITS.articleBody.toLocaleString("en")} characters`,
      )
      .refine(isWellFormed, "Body contains an invalid character")
      // Markdown: its pictures (`![alt](/media/...)`) are stored pictures the sweep must keep.
      .register(pictureTags, { holds: "markdown" }),
    caseStudy: caseStudySchema.nullable(),
  })
  .refine(({ kind, caseStudy }) => (kind === "case-study") === (caseStudy !== null), {
    path: ["caseStudy"],
    message: "A case study has a client, a challenge and results; an article has none",
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;
