import { describe, expect, it } from "vitest";
import { sitemapSchemaErrors } from "../../../../tests/support/sitemap-schema";
import { newest, sitemapXml } from "./sitemap";

const ORIGIN = "https://www.bluepeak.example";
const JAN = new Date("2026-01-05T09:00:00.000Z");
const NOV = new Date("2026-11-24T10:00:00.000Z");

describe("sitemapXml", () => {
  const xml = sitemapXml([
    { loc: `${ORIGIN}/`, lastmod: NOV },
    { loc: `${ORIGIN}/services` },
    { loc: `${ORIGIN}/services/services/a%26b?x=1&y=<2>`, lastmod: JAN },
  ]);

  it("lists every entry with its absolute loc and its lastmod as a W3C datetime", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/</loc><lastmod>2026-11-24T10:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/services</loc></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("escapes what XML reserves", () => {
    expect(xml).toContain(
      `<loc>${ORIGIN}/services/services/a%26b?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-01-05T09:00:00.000Z</lastmod>`,
    );
  });

  it("is valid against the official sitemap schema", async () => {
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });
});

describe("the sitemap schema check", () => {
  const one = (url: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${url}</urlset>`;

  it("accepts a date-only lastmod", async () => {
    expect(
      await sitemapSchemaErrors(
        one(`<url><loc>${ORIGIN}/</loc><lastmod>2026-11-24</lastmod></url>`),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      "an invalid lastmod",
      `<url><loc>${ORIGIN}/</loc><lastmod>24/11/2026</lastmod></url>`,
      /'24\/11\/2026' is not a valid value of the union type '\S*tLastmod'/,
    ],
    [
      "a url without loc",
      "<url><lastmod>2026-11-24</lastmod></url>",
      /lastmod': This element is not expected\. Expected is \(\s*\S*loc \)/,
    ],
    ["a loc shorter than any absolute URL", "<url><loc>/x</loc></url>", /minLength/],
    ["a urlset without url", "", /urlset': Missing child element/],
  ])("rejects %s", async (_case, url, reason) => {
    const errors = await sitemapSchemaErrors(one(url));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(reason);
  });
});

describe("newest", () => {
  it("is the latest update time, or undefined for no documents", () => {
    expect(newest([{ updated: JAN }, { updated: NOV }, { updated: JAN }])).toEqual(NOV);
    expect(newest([])).toBeUndefined();
  });
});
