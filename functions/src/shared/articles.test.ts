import { describe, expect, it } from "vitest";
import { articleInputSchema, isSlug, slugify, type ArticleInput } from "./articles";
import { LIMITS } from "./model";

const article: ArticleInput = {
  kind: "article",
  title: "Local SEO in 2027",
  slug: "local-seo-in-2027",
  summary: "What still moves a local business up the map.",
  cover: "/media/abc123",
  authorId: "member-1",
  serviceIds: ["seo"],
  body: "## Why\n\nBecause.",
  caseStudy: null,
};

const caseStudy: ArticleInput = {
  ...article,
  kind: "case-study",
  caseStudy: {
    client: "Bakery Nord",
    challenge: "No visits from search.",
    results: [{ figure: "+140%", label: "organic traffic in 6 months" }],
  },
};

const problems = (value: unknown) =>
  articleInputSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("slugify", () => {
  it("makes an address from a title", () => {
    expect(slugify("Local SEO in 2027: What's Next?")).toBe("local-seo-in-2027-what-s-next");
    expect(slugify("Café & Crème — Brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("!!!")).toBe("");
  });

  it("stays within the limit, cut at a word", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(LIMITS.articleSlug);
    expect(slug.endsWith("word")).toBe(true);
    expect(isSlug(slug)).toBe(true);
  });
});

describe("isSlug", () => {
  it("takes lower-case words joined by single hyphens", () => {
    expect(isSlug("a-b-2")).toBe(true);
    for (const bad of ["", "A", "a--b", "-a", "a-", "a b", "a/b", "../x", "a".repeat(81)]) {
      expect(isSlug(bad), bad).toBe(false);
    }
  });
});

describe("articleInputSchema", () => {
  it("takes an article and a case study", () => {
    expect(problems(article)).toEqual([]);
    expect(problems(caseStudy)).toEqual([]);
  });

  it("refuses a case study without its figures, and an article with them", () => {
    expect(problems({ ...caseStudy, caseStudy: null })).toHaveLength(1);
    expect(problems({ ...article, caseStudy: caseStudy.caseStudy })).toHaveLength(1);
    expect(problems({ ...caseStudy, caseStudy: { ...caseStudy.caseStudy, results: [] } })).toEqual([
      "Add at least one result",
    ]);
  });

  it("refuses a body over the limit, a bad slug, a foreign picture and repeated services", () => {
    expect(problems({ ...article, body: "a".repeat(1_000_000) })).toEqual([
      "Body must be at most 50,000 characters",
    ]);
    expect(problems({ ...article, slug: "Not A Slug" })).toHaveLength(1);
    expect(problems({ ...article, cover: "https://tracker.example/p.png" })).toHaveLength(1);
    expect(problems({ ...article, serviceIds: ["seo", "seo"] })).toEqual([
      "A service is listed twice",
    ]);
    expect(problems({ ...article, authorId: "../users/x" })).toEqual(["Author is not valid"]);
    expect(problems({ ...article, extra: 1 })).toHaveLength(1);
  });
});
