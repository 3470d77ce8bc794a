import { describe, expect, it } from "vitest";
import type { Article, Service, TeamMember } from "@shared/documents";
import { articleCard, articleDate, articleView, editedSince, editedView, liveCards } from "./view";

const member = (id: string, nameDeg: string): TeamMember => ({
  id,
  nameDeg,
  img: `/images/team/${id}.svg`,
  order: 1,
});
const members = [member("ana", "Ana Diaz, Head of SEO"), member("ben", "Ben Ode")];
const services = [
  { id: "seo", name: "Search Engine Optimization" },
  { id: "ads", name: "Ad Campaigns" },
] as Service[];

const article: Article = {
  id: "a1",
  kind: "case-study",
  title: "Title",
  slug: "title",
  summary: "Summary",
  cover: "/images/x.svg",
  authorId: "ana",
  serviceIds: ["ads", "gone", "seo"],
  body: "Body",
  caseStudy: { client: "C", challenge: "Ch", results: [{ figure: "+1", label: "L" }] },
  status: "published",
  publishedAt: new Date("2026-03-04T10:00:00Z"),
  updatedAt: new Date("2026-03-05T10:00:00Z"),
};

describe("articleView", () => {
  it("names the author with role and picture, and the services that exist, in the article's order", () => {
    const view = articleView(article, members, services, { html: "<p>Body</p>", minutes: 1 });
    expect(view.author).toEqual({
      id: "ana",
      name: "Ana Diaz",
      role: "Head of SEO",
      img: "/images/team/ana.svg",
    });
    expect(view.services).toEqual([
      { id: "ads", name: "Ad Campaigns" },
      { id: "seo", name: "Search Engine Optimization" },
    ]);
    expect(view.publishedAt).toBe("2026-03-04T10:00:00.000Z");
    expect(view.updatedAt).toBe("2026-03-05T10:00:00.000Z");
    expect(view).not.toHaveProperty("body");
  });

  it("leaves out an author who left the team, and a card carries no body", () => {
    const card = articleCard({ ...article, authorId: "nobody" }, members);
    expect(card.authorName).toBe("");
    expect(Object.keys(card).sort()).toEqual(
      [
        "authorId",
        "authorName",
        "cover",
        "id",
        "kind",
        "publishedAt",
        "slug",
        "summary",
        "title",
      ].sort(),
    );
  });
});

describe("editedView", () => {
  const shown = articleView(article, members, services, { html: "<p>Body</p>", minutes: 1 });

  it("takes the edited fields and keeps the names the page has", () => {
    const edited = editedView(
      shown,
      { ...article, title: "New", serviceIds: ["seo"], updatedAt: new Date("2026-04-01") },
      { html: "<p>New</p>", minutes: 2 },
    );
    expect(edited.title).toBe("New");
    expect(edited.html).toBe("<p>New</p>");
    expect(edited.services).toEqual([{ id: "seo", name: "Search Engine Optimization" }]);
    expect(edited.author?.name).toBe("Ana Diaz");
    expect(edited.updatedAt).toBe("2026-04-01T00:00:00.000Z");
  });

  it("drops an author it cannot name rather than show the wrong one", () => {
    const edited = editedView(shown, { ...article, authorId: "ben" }, { html: "", minutes: 1 });
    expect(edited.author).toBeNull();
    expect(edited.authorName).toBe("");
  });
});

describe("editedSince", () => {
  const shown = articleView(article, members, services, { html: "<p>Body</p>", minutes: 1 });

  it("is false for the version the page shows, true once a save has moved updatedAt", () => {
    expect(editedSince(shown, { ...article })).toBe(false);
    expect(
      editedSince(shown, { ...article, updatedAt: new Date("2026-03-05T10:00:00.001Z") }),
    ).toBe(true);
  });

  it("reads a never-edited article's publication as its last edit", () => {
    const never = { ...article, updatedAt: null };
    const body = { html: "<p>Body</p>", minutes: 1 };
    expect(editedSince(articleView(never, members, services, body), never)).toBe(false);
    expect(editedSince(shown, never)).toBe(true);
  });
});

describe("liveCards", () => {
  it("names the authors the shown cards named, and no other", () => {
    const shown = [articleCard(article, members)];
    const cards = liveCards(shown, [
      { ...article, id: "a2", title: "Newer" },
      { ...article, id: "a3", authorId: "ben" },
    ]);
    expect(cards.map((card) => [card.id, card.title, card.authorName])).toEqual([
      ["a2", "Newer", "Ana Diaz"],
      ["a3", "Title", ""],
    ]);
  });
});

describe("articleDate", () => {
  it("writes the UTC date, the same on any machine", () => {
    expect(articleDate("2026-03-04T23:30:00Z")).toBe("4 Mar 2026");
    expect(articleDate("2026-03-05T00:00:00Z")).toBe("5 Mar 2026");
  });
});
