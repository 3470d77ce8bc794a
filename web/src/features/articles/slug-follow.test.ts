import { describe, expect, it } from "vitest";
import {
  followsTitleAfterEdit,
  followsTitleAtStart,
  slugChangeWarning,
  slugForTitle,
} from "./slug-follow";

describe("the slug following the title", () => {
  it.each([
    ["a new article", true, { title: "", slug: "", status: null }],
    [
      "a draft whose slug is its title's",
      true,
      { title: "Local SEO", slug: "local-seo", status: "draft" },
    ],
    ["a draft with a slug of its own", false, { title: "Local SEO", slug: "seo", status: "draft" }],
    ["a published article", false, { title: "Local SEO", slug: "local-seo", status: "published" }],
  ] as const)("on %s, follows the title from the start: %s", (_case, follows, article) => {
    expect(followsTitleAtStart(article)).toBe(follows);
  });

  it("gives slugify(title) while following, and leaves a slug of the user's own", () => {
    expect(slugForTitle(true, "Café: 10 Tips!", "old")).toBe("cafe-10-tips");
    expect(slugForTitle(false, "Café: 10 Tips!", "my-slug")).toBe("my-slug");
  });

  it("stops following once the user types a slug, and follows again when they empty it", () => {
    expect(followsTitleAfterEdit("my-slug")).toBe(false);
    expect(followsTitleAfterEdit("")).toBe(true);
    expect(followsTitleAfterEdit("  ")).toBe(true);
  });
});

describe("slugChangeWarning", () => {
  it("warns only when a published article's slug changes", () => {
    expect(slugChangeWarning(null, "new")).toBeNull();
    expect(slugChangeWarning({ status: "draft", slug: "old" }, "new")).toBeNull();
    expect(slugChangeWarning({ status: "published", slug: "old" }, "old")).toBeNull();
    expect(slugChangeWarning({ status: "published", slug: "old" }, "new")).toBe(
      "This article is published: its old address, /insights/old, will redirect to the new one.",
    );
  });
});
