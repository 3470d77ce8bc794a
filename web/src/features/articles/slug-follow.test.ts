import { describe, expect, it } from "vitest";
import {
  followsTitleAfterEdit,
  followsTitleAtStart,
  slugChangeWarning,
  slugForTitle,
} from "./slug-follow";

describe("the slug following the title", () => {
  it("follows on a new article, and on a draft whose slug is still its title's", () => {
    expect(followsTitleAtStart({ title: "", slug: "", status: null })).toBe(true);
    expect(followsTitleAtStart({ title: "Local SEO", slug: "local-seo", status: "draft" })).toBe(
      true,
    );
    expect(followsTitleAtStart({ title: "Local SEO", slug: "seo", status: "draft" })).toBe(false);
  });

  it("never follows on a published article", () => {
    expect(
      followsTitleAtStart({ title: "Local SEO", slug: "local-seo", status: "published" }),
    ).toBe(false);
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
