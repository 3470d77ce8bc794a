/**
 * /insights and /insights/{slug} through Hosting, rendered on the server: the seeded articles and
 * case study with their content in the HTML, paging (12 a page, rel prev/next), the kind and
 * service filters, 404 for a draft or a page that does not exist, 301 from an old slug, the
 * article's head (canonical, Open Graph, JSON-LD BlogPosting and BreadcrumbList), a hostile body
 * shown as text, and the sitemap, the landing and a service's page listing what is published.
 * Articles are written with the Admin SDK as the editor writes them (with their slug claims); the
 * insightsIndex trigger puts them in the index the pages read.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { articles as seededArticles, team } from "../../scripts/seed/data.ts";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import { INSIGHTS_PAGE_SIZE } from "../../functions/src/shared/insights.ts";
import { PUBLIC_CACHE_CONTROL } from "../../web/src/lib/content.ts";
import { adminDb, closeAdminApps } from "../support/admin.ts";
import { parseDocument } from "../support/html.ts";

/** The articles and slugs this file wrote, removed at the end (later files see the seed's). */
const written = new Set<string>();
afterAll(async () => {
  const db = adminDb();
  const slugs = await db.collection("articleSlugs").get();
  await Promise.all([
    ...[...written].map((id) => db.doc(`articles/${id}`).delete()),
    ...slugs.docs
      .filter((doc) => written.has(String(doc.get("articleId"))))
      .map((doc) => doc.ref.delete()),
  ]);
  await closeAdminApps();
});

const ORIGIN = LOCAL_SITE_ORIGIN;
const run = randomUUID().slice(0, 8);

const get = (path: string) => fetch(`${URLS.hosting}${path}`, { redirect: "manual" });

async function page(path: string): Promise<{ status: number; doc: Document; html: string }> {
  const res = await get(path);
  const html = await res.text();
  return { status: res.status, doc: parseDocument(html), html };
}

interface Written {
  id: string;
  slug: string;
  status?: "draft" | "published";
  /** Minutes after 2033-01-01: later is newer. */
  minute?: number;
  serviceIds?: string[];
  body?: string;
  title?: string;
}

/** An article as the editor stores it, with the claim of its slug. */
async function write({
  id,
  slug,
  status = "published",
  minute = 0,
  serviceIds = ["seo"],
  body = "Body text.",
  title = `Title ${id}`,
}: Written) {
  const at = Timestamp.fromMillis(Date.UTC(2033, 0, 1, 0, minute));
  written.add(id);
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`articles/${id}`), {
    kind: "article",
    title,
    slug,
    summary: `Summary of ${id}`,
    cover: "/images/insights/local-seo.svg",
    authorId: "maya-chen",
    serviceIds,
    body,
    caseStudy: null,
    status,
    publishedAt: status === "published" ? at : null,
    updatedAt: at,
  });
  batch.set(db.doc(`articleSlugs/${slug}`), { articleId: id }, { merge: true });
  await batch.commit();
}

/** The links of a list page's cards, in order. */
const cardLinks = (doc: Document) =>
  Array.from(doc.querySelectorAll("main li h2 a, main li h3 a"), (a) => a.getAttribute("href"));

/** Waits until the server's index (and so the page) shows what a test wrote. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return check(last);
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
  return last as T;
}

interface JsonLdNode {
  "@type": string;
  [key: string]: unknown;
}

function jsonLd(doc: Document): JsonLdNode[] {
  const blocks = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'));
  expect(blocks).toHaveLength(1);
  return (JSON.parse(blocks[0]?.textContent ?? "") as { "@graph": JsonLdNode[] })["@graph"];
}

const meta = (doc: Document, selector: string) =>
  Array.from(doc.querySelectorAll(selector), (element) => element.getAttribute("content"));

describe("/insights", () => {
  it("lists the seeded articles and case study, newest first, with their content in the HTML", async () => {
    const res = await get("/insights");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const doc = parseDocument(await res.text());
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    const links = cardLinks(doc);
    const seeded = [...seededArticles]
      .sort((a, b) => b.publishedDay - a.publishedDay)
      .map((article) => `/insights/${article.slug}`);
    expect(links.filter((link) => seeded.includes(link ?? ""))).toEqual(seeded);
    const text = doc.querySelector("main")?.textContent ?? "";
    for (const article of seededArticles) {
      expect(text).toContain(article.title);
      expect(text).toContain(article.summary);
    }
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${ORIGIN}/insights`,
    );
    expect(doc.querySelector('link[rel="alternate"][type="application/atom+xml"]')).not.toBeNull();
  });

  it("filters by kind and by service with plain links", async () => {
    const caseStudies = await page("/insights?kind=case-study");
    expect(caseStudies.status).toBe(200);
    expect(cardLinks(caseStudies.doc)).toContain("/insights/bakery-local-growth");
    expect(cardLinks(caseStudies.doc)).not.toContain("/insights/local-seo-checklist");
    const link = caseStudies.doc.querySelector('nav[aria-label="Kind"] a[aria-current="page"]');
    expect(link?.textContent).toBe("Case studies");

    const webDesign = await page("/insights?service=web-design");
    expect(cardLinks(webDesign.doc)).toEqual(
      expect.arrayContaining(["/insights/page-speed-sales", "/insights/bakery-local-growth"]),
    );
    expect(cardLinks(webDesign.doc)).not.toContain("/insights/local-seo-checklist");
    expect(webDesign.doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${ORIGIN}/insights?service=web-design`,
    );
  });

  it("pages 12 at a time with rel prev and next, and answers 404 past the last page", async () => {
    const service = `paged-${run}`;
    const count = INSIGHTS_PAGE_SIZE + 1;
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        write({
          id: `paged-${index}-${run}`,
          slug: `paged-${index}-${run}`,
          minute: index,
          serviceIds: [service],
        }),
      ),
    );
    const first = await until(
      () => page(`/insights?service=${service}`),
      ({ doc }) =>
        cardLinks(doc).length === INSIGHTS_PAGE_SIZE &&
        doc.querySelector('link[rel="next"]') !== null,
    );
    // Newest first: the last written is the first card.
    expect(cardLinks(first.doc)[0]).toBe(`/insights/paged-${count - 1}-${run}`);
    expect(first.doc.querySelector('link[rel="prev"]')).toBeNull();
    const next = first.doc.querySelector('link[rel="next"]')?.getAttribute("href");
    expect(next).toBe(`/insights?service=${service}&page=2`);

    const second = await page(next ?? "");
    expect(second.status).toBe(200);
    expect(cardLinks(second.doc)).toEqual([`/insights/paged-0-${run}`]);
    expect(second.doc.querySelector('link[rel="prev"]')?.getAttribute("href")).toBe(
      `/insights?service=${service}`,
    );
    expect(second.doc.querySelector('link[rel="next"]')).toBeNull();
    expect(second.doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${ORIGIN}/insights?service=${service}&page=2`,
    );
    expect(second.doc.title).toContain("page 2");

    for (const bad of ["page=3", "page=0", "page=-1", "page=1.5", "page=02", "kind=blog"]) {
      const missing = await page(`/insights?service=${service}&${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(meta(missing.doc, 'meta[name="robots"]'), bad).toEqual(["noindex"]);
    }
    expect((await page("/insights?service=..%2Fx")).status).toBe(404);
  });
});

describe("/insights/{slug}", () => {
  it("shows a case study whole: author, dates, reading time, figures, body pictures, services", async () => {
    const res = await get("/insights/bakery-local-growth");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const doc = parseDocument(await res.text());
    const main = doc.querySelector("main");
    const text = main?.textContent ?? "";
    expect(Array.from(doc.querySelectorAll("h1"), (h) => h.textContent)).toEqual([
      "How a neighbourhood bakery tripled its online orders",
    ]);
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("Head of SEO");
    expect(main?.querySelector("time")?.getAttribute("dateTime")).toMatch(/^2026-01-\d\dT/);
    // Written as the site writes a date (functions/src/shared/format/dates.ts): "22 Jan 2026".
    expect(main?.querySelector("time")?.textContent).toMatch(/^\d{1,2} Jan 2026$/);
    expect(text).toMatch(/\d+ min read/);
    expect(text).toContain("Crumb & Co. Bakery");
    expect(text).toContain("+140%");
    expect(text).toContain("organic traffic in 6 months");
    const pictures = Array.from(main?.querySelectorAll("img") ?? [], (img) =>
      img.getAttribute("src"),
    );
    expect(pictures).toEqual(
      expect.arrayContaining([
        "/images/insights/bakery-growth.svg",
        "/images/insights/bakery-before-after.svg",
        "/images/insights/bakery-map-pack.svg",
      ]),
    );
    const services = Array.from(
      doc.querySelectorAll('section[aria-labelledby="related-services"] a'),
      (a) => a.getAttribute("href"),
    );
    expect(services).toEqual([
      "/services/services/search-engine-optimization",
      "/services/services/web-design",
    ]);
    // Headings in order: one h1, then no level skipped.
    const levels = Array.from(main?.querySelectorAll("h1, h2, h3, h4, h5, h6") ?? [], (h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it("has its own title, description, canonical, Open Graph and JSON-LD BlogPosting with breadcrumb", async () => {
    const { doc } = await page("/insights/local-seo-checklist");
    const seeded = seededArticles.find((article) => article.slug === "local-seo-checklist");
    const url = `${ORIGIN}/insights/local-seo-checklist`;
    expect(doc.title).toBe(`${seeded?.title ?? ""} | Bluepeak Digital`);
    expect(meta(doc, 'meta[name="description"]')).toEqual([seeded?.summary]);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta(doc, 'meta[property="og:type"]')).toEqual(["article"]);
    expect(meta(doc, 'meta[property="og:url"]')).toEqual([url]);
    expect(meta(doc, 'meta[property="article:published_time"]')[0]).toMatch(/^2026-01-08T/);
    const graph = jsonLd(doc);
    const posting = graph.find((node) => node["@type"] === "BlogPosting");
    const author = team.find((member) => member.id === seeded?.authorId);
    expect(author?.nameDeg).toBe("Daniel Okafor, Head of SEO");
    expect(posting).toMatchObject({
      headline: seeded?.title,
      mainEntityOfPage: url,
      author: { "@type": "Person", name: "Daniel Okafor", jobTitle: "Head of SEO" },
      publisher: { "@id": `${ORIGIN}/#organization` },
      articleSection: "Article",
    });
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN();
    expect(Date.parse(String(posting?.dateModified))).not.toBeNaN();
    expect(String(posting?.image)).toMatch(new RegExp(`^${ORIGIN}/`));
    const breadcrumb = graph.find((node) => node["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Insights", item: `${ORIGIN}/insights` },
      { "@type": "ListItem", position: 3, name: seeded?.title, item: url },
    ]);
  });

  it("answers 404 for a draft, an unknown slug and a malformed one", async () => {
    await write({ id: `draft-${run}`, slug: `draft-${run}`, status: "draft" });
    for (const path of [
      `/insights/draft-${run}`,
      "/insights/no-such-article",
      "/insights/Bad_Slug",
    ]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).not.toContain(`Title draft-${run}`);
      expect(meta(missing.doc, 'meta[name="robots"]'), path).toEqual(["noindex"]);
    }
  });

  it("redirects an old slug with 301 to the current one", async () => {
    const id = `moved-${run}`;
    await write({ id, slug: `old-${run}` });
    await write({ id, slug: `new-${run}` });
    const res = await until(
      () => get(`/insights/old-${run}`),
      (answer) => answer.status === 301,
    );
    expect(res.headers.get("location")).toBe(`/insights/new-${run}`);
    expect((await get(`/insights/new-${run}`)).status).toBe(200);
  });

  it("shows a hostile body as text: no script, no raw HTML, no javascript: link", async () => {
    const id = `hostile-${run}`;
    await write({
      id,
      slug: id,
      title: `<img src=x onerror=alert(1)> ${id}`,
      body: [
        "<script>window.pwned = true</script>",
        '<img src="x" onerror="window.pwned = true">',
        "[click](javascript:window.pwned=true)",
        '<a href="https://evil.example">raw link</a>',
        "[fine](https://example.com/page)",
      ].join("\n\n"),
    });
    const { status, doc } = await page(`/insights/${id}`);
    expect(status).toBe(200);
    const article = doc.querySelector("main article");
    expect(article?.querySelector("script")).toBeNull();
    expect(article?.querySelector("img[onerror]")).toBeNull();
    const hrefs = Array.from(article?.querySelectorAll("a") ?? [], (a) => a.getAttribute("href"));
    expect(hrefs.some((href) => href?.startsWith("javascript:"))).toBe(false);
    expect(hrefs).not.toContain("https://evil.example");
    expect(article?.textContent).toContain("<script>window.pwned = true</script>");
    expect(article?.querySelector('a[href="https://example.com/page"]')?.getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(doc.querySelector("h1")?.textContent).toBe(`<img src=x onerror=alert(1)> ${id}`);
  });
});

describe("what lists the published articles", () => {
  it("the sitemap, the landing and the related service's page; unpublishing takes it off all of them", async () => {
    const id = `listed-${run}`;
    const service = "social-media";
    await write({ id, slug: id, minute: 600, serviceIds: [service] });
    const url = `${ORIGIN}/insights/${id}`;
    const sitemapLocs = async () => {
      const xml = parseDocument(await (await get("/sitemap.xml")).text(), "application/xml");
      return Array.from(xml.getElementsByTagName("loc"), (loc) => loc.textContent);
    };
    const landing = () => page("/");
    const servicePage = () => page(`/services/services/${service}`);

    expect(await until(sitemapLocs, (locs) => locs.includes(url))).toContain(`${ORIGIN}/insights`);
    await until(landing, ({ doc }) => cardLinks(doc).includes(`/insights/${id}`));
    await until(servicePage, ({ doc }) => cardLinks(doc).includes(`/insights/${id}`));

    await adminDb().doc(`articles/${id}`).update({ status: "draft", updatedAt: Timestamp.now() });
    await until(sitemapLocs, (locs) => !locs.includes(url));
    await until(landing, ({ doc }) => !cardLinks(doc).includes(`/insights/${id}`));
    await until(servicePage, ({ doc }) => !cardLinks(doc).includes(`/insights/${id}`));
    expect((await get(`/insights/${id}`)).status).toBe(404);
  });
});
