import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readArticle } from "./documents";
import {
  INSIGHTS_PAGE_SIZE,
  insightsIndex,
  insightsPage,
  pageParam,
  withArticle,
  type InsightsIndexEntry,
} from "./insights";

const entry = (n: number, overrides: Partial<InsightsIndexEntry> = {}): InsightsIndexEntry => ({
  id: `a${String(n).padStart(3, "0")}`,
  slug: `post-${n}`,
  kind: n % 3 === 0 ? "case-study" : "article",
  serviceIds: n % 2 === 0 ? ["seo"] : ["ads", "seo-audit"],
  publishedAt: Date.UTC(2026, 0, 1) + n * 60_000,
  ...overrides,
});

describe("insightsIndex", () => {
  it("keeps published articles only, newest first", () => {
    const index = insightsIndex([
      readArticle("old", { status: "published", publishedAt: { toDate: () => new Date(1) } }),
      readArticle("draft", { status: "draft", publishedAt: null }),
      readArticle("new", { status: "published", publishedAt: { toDate: () => new Date(2) } }),
      readArticle("broken", { status: "published" }),
    ]);
    expect(index.map((e) => e.id)).toEqual(["new", "old"]);
  });
});

describe("withArticle", () => {
  const at = (minute: number) => ({
    toDate: () => new Date(Date.UTC(2026, 0, 1) + minute * 60_000),
  });
  const published = (minute: number, slug = "s") =>
    readArticle("ignored", { status: "published", slug, publishedAt: at(minute) });
  const index = [entry(3), entry(1)];
  const ids = (list: InsightsIndexEntry[]) => list.map((e) => e.id);

  it("adds a newly published article in its place by date", () => {
    expect(ids(withArticle(index, "new", published(2)))).toEqual(["a003", "new", "a001"]);
  });

  it("replaces an edited article's entry, without a second one", () => {
    const edited = withArticle(index, "a001", published(1, "new-slug"));
    expect(ids(edited)).toEqual(["a003", "a001"]);
    expect(edited[1]?.slug).toBe("new-slug");
  });

  it("removes an unpublished or deleted article", () => {
    expect(ids(withArticle(index, "a003", readArticle("a003", { status: "draft" })))).toEqual([
      "a001",
    ]);
    expect(ids(withArticle(index, "a001", null))).toEqual(["a003"]);
  });
});

describe("insightsPage", () => {
  const index = Array.from({ length: 30 }, (_, i) => entry(i + 1));

  it("cuts 12 a page, newest first, and says how many pages there are", () => {
    const first = insightsPage(index, {}, 1);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 30 });
    expect(first?.ids).toHaveLength(INSIGHTS_PAGE_SIZE);
    expect(first?.ids[0]).toBe("a030");
    expect(insightsPage(index, {}, 3)?.ids).toEqual([
      "a006",
      "a005",
      "a004",
      "a003",
      "a002",
      "a001",
    ]);
  });

  it("filters by kind and by service (the whole id, not a part of it)", () => {
    const studies = insightsPage(index, { kind: "case-study" }, 1);
    expect(studies?.total).toBe(10);
    expect(insightsPage(index, { serviceId: "seo" }, 1)?.total).toBe(15);
    expect(insightsPage(index, { serviceId: "seo", kind: "case-study" }, 1)?.total).toBe(5);
  });

  it("has no page 0, past the last, or between whole numbers; an empty list is one empty page", () => {
    for (const page of [0, -1, 4, 1.5, Number.NaN])
      expect(insightsPage(index, {}, page)).toBeNull();
    expect(insightsPage([], {}, 1)).toEqual({ ids: [], page: 1, pages: 1, total: 0 });
  });

  it("lists every matching article exactly once over its pages (property)", () => {
    const entries = fc.uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
        slug: fc.constant("s"),
        kind: fc.constantFrom("article" as const, "case-study" as const),
        serviceIds: fc.array(fc.constantFrom("seo", "ads", "web"), { maxLength: 3 }),
        publishedAt: fc.integer({ min: 0, max: 5 }),
      }),
      { selector: (e) => e.id, maxLength: 60 },
    );
    fc.assert(
      fc.property(entries, fc.constantFrom(undefined, "seo"), (all, serviceId) => {
        const first = insightsPage(all, { serviceId }, 1);
        if (!first) throw new Error("no first page");
        const seen = Array.from(
          { length: first.pages },
          (_, i) => insightsPage(all, { serviceId }, i + 1)?.ids ?? [],
        ).flat();
        const expected = all.filter((e) => !serviceId || e.serviceIds.includes(serviceId));
        expect(seen).toHaveLength(expected.length);
        expect(new Set(seen)).toEqual(new Set(expected.map((e) => e.id)));
      }),
      { numRuns: 200 },
    );
  });
});

describe("pageParam", () => {
  it("reads plain positive integers, 1 when absent, null otherwise", () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam("2")).toBe(2);
    for (const bad of ["", "0", "-1", "1.5", "02", "two", "1e3", " 2", "9999999"]) {
      expect(pageParam(bad), bad).toBeNull();
    }
  });
});
