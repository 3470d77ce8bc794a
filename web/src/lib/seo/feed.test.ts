// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atomFeed, type Feed, type FeedEntry } from "./feed";

const ATOM = "http://www.w3.org/2005/Atom";
/** RFC 3339 as toISOString writes it. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const entry = (n: number, overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  url: `https://agency.example/insights/post-${n}`,
  title: `Post ${n}`,
  summary: `Summary ${n}`,
  author: "Maya Chen",
  published: new Date(Date.UTC(2026, 0, n)),
  updated: new Date(Date.UTC(2026, 1, n)),
  category: "Article",
  ...overrides,
});

const feed = (entries: FeedEntry[]): Feed => ({
  self: "https://agency.example/insights/feed.xml",
  page: "https://agency.example/insights",
  title: "Insights",
  subtitle: "Articles and case studies",
  author: "The Agency",
  entries,
});

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** What RFC 4287 requires of a feed and its entries, as readable problems. */
function problems(document: Document): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.localName !== "feed" || root.namespaceURI !== ATOM) found.push("root is not atom:feed");
  const child = (element: Element, name: string) =>
    [...element.children].filter((c) => c.localName === name && c.namespaceURI === ATOM);
  for (const name of ["id", "title", "updated"]) {
    if (child(root, name).length !== 1) found.push(`feed needs exactly one ${name}`);
  }
  if (!child(root, "link").some((link) => link.getAttribute("rel") === "self")) {
    found.push("feed has no rel=self link");
  }
  const feedAuthor = child(root, "author").length > 0;
  for (const [i, item] of child(root, "entry").entries()) {
    for (const name of ["id", "title", "updated"]) {
      if (child(item, name).length !== 1) found.push(`entry ${i} needs exactly one ${name}`);
    }
    if (!feedAuthor && child(item, "author").length === 0) found.push(`entry ${i} has no author`);
    const alternate = child(item, "link").filter(
      (l) => (l.getAttribute("rel") ?? "alternate") === "alternate",
    );
    if (alternate.length === 0) found.push(`entry ${i} has no alternate link`);
    if (child(item, "content").length === 0 && child(item, "summary").length === 0) {
      found.push(`entry ${i} has neither content nor summary`);
    }
  }
  for (const updated of document.getElementsByTagNameNS(ATOM, "updated")) {
    if (!RFC3339.test(updated.textContent)) found.push(`date ${updated.textContent}`);
  }
  return found;
}

describe("atomFeed", () => {
  it("is a valid Atom feed, newest update first in the feed's own time", () => {
    const document = parse(atomFeed(feed([entry(3), entry(2)])));
    expect(problems(document)).toEqual([]);
    expect(document.documentElement.getElementsByTagNameNS(ATOM, "updated")[0]?.textContent).toBe(
      "2026-02-03T00:00:00.000Z",
    );
    expect(document.getElementsByTagNameNS(ATOM, "entry")).toHaveLength(2);
  });

  it("is valid with no entries", () => {
    expect(problems(parse(atomFeed(feed([]))))).toEqual([]);
  });

  it("keeps markup and ampersands in titles as text", () => {
    const document = parse(
      atomFeed(feed([entry(1, { title: `<script>alert("x")</script> & "more"` })])),
    );
    const title = document
      .getElementsByTagNameNS(ATOM, "entry")[0]
      ?.getElementsByTagNameNS(ATOM, "title")[0];
    expect(title?.textContent).toBe(`<script>alert("x")</script> & "more"`);
    expect(document.getElementsByTagName("script")).toHaveLength(0);
  });

  it("parses whatever the texts hold (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.string({ unit: "binary", maxLength: 40 }),
        (title, summary) => {
          const document = parse(atomFeed(feed([entry(1, { title, summary, author: title })])));
          expect(problems(document)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
