import { describe, expect, it } from "vitest";
import { articleInputSchema } from "@shared/articles";
import type { Article } from "@shared/documents";
import { articleInputOf, EMPTY_ARTICLE, planSave, publishedAtWrite } from "./plan";

const PAST = new Date(Date.UTC(2026, 5, 1));

describe("publishedAtWrite", () => {
  it("stamps a new article published, and writes null for a new draft", () => {
    expect(publishedAtWrite(null, "published")).toBe("now");
    expect(publishedAtWrite(null, "draft")).toBe("none");
  });

  it("stamps the first publication of a stored draft", () => {
    expect(publishedAtWrite({ publishedAt: null }, "published")).toBe("now");
    expect(publishedAtWrite({ publishedAt: null }, "draft")).toBe("keep");
  });

  it("keeps the first publication's date when unpublishing, updating or publishing again", () => {
    expect(publishedAtWrite({ publishedAt: PAST }, "draft")).toBe("keep");
    expect(publishedAtWrite({ publishedAt: PAST }, "published")).toBe("keep");
  });
});

describe("planSave", () => {
  it("creates a new article and claims its free slug", () => {
    expect(planSave({ articleId: "a1", stored: null, slugOwner: null, status: "draft" })).toEqual({
      ok: true,
      write: "create",
      publishedAt: "none",
      claimSlug: true,
    });
  });

  it("writes nothing when the slug names another article", () => {
    for (const stored of [null, { publishedAt: PAST }]) {
      expect(planSave({ articleId: "a1", stored, slugOwner: "a2", status: "published" })).toEqual({
        ok: false,
        reason: "slug-taken",
      });
    }
  });

  it("claims nothing when the article already has the slug (its own, or an old one back)", () => {
    expect(
      planSave({
        articleId: "a1",
        stored: { publishedAt: PAST },
        slugOwner: "a1",
        status: "draft",
      }),
    ).toEqual({ ok: true, write: "update", publishedAt: "keep", claimSlug: false });
  });

  it("claims a new slug on a change and leaves the old one (the redirect)", () => {
    expect(
      planSave({
        articleId: "a1",
        stored: { publishedAt: null },
        slugOwner: null,
        status: "published",
      }),
    ).toEqual({ ok: true, write: "update", publishedAt: "now", claimSlug: true });
  });
});

const stored = (overrides: Partial<Article>): Article => ({
  id: "a1",
  kind: "article",
  title: "Local SEO in 2027",
  slug: "local-seo-in-2027",
  summary: "What still moves a local business up the map.",
  cover: "/images/cover.png",
  authorId: "member-1",
  serviceIds: ["svc-1"],
  body: "## Why\n\nBecause.",
  caseStudy: null,
  status: "published",
  publishedAt: PAST,
  updatedAt: PAST,
  ...overrides,
});

describe("articleInputOf", () => {
  it("gives the editor's fields only, valid again for a stored article", () => {
    const input = articleInputOf(stored({}));
    expect(Object.keys(input).sort()).toEqual(Object.keys(EMPTY_ARTICLE).sort());
    expect(articleInputSchema.safeParse(input).success).toBe(true);
  });

  it("keeps a case study's figures, and drops stray ones from an article", () => {
    const caseStudy = {
      client: "Bakery Nord",
      challenge: "No visits from search.",
      results: [{ figure: "+140%", label: "organic traffic in 6 months" }],
    };
    expect(articleInputOf(stored({ kind: "case-study", caseStudy })).caseStudy).toEqual(caseStudy);
    expect(articleInputOf(stored({ kind: "article", caseStudy })).caseStudy).toBeNull();
  });
});
