/**
 * What search engines and link previews get through Hosting: /sitemap.xml (valid against the
 * official schema, listing the landing and the services page with the time
 * their Firestore content last changed), /robots.txt naming it, and the <head> of every public
 * page: one canonical link, a title, a description, Open Graph tags with absolute URLs, and a
 * JSON-LD block with the Organization. The absolute URLs use the configured origin, SITE_ORIGIN
 * (functions/.env.demo-agency: the local Hosting emulator), whatever host a request names
 * (host-headers.test.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import { services as seededServices } from "../../scripts/seed/data.ts";
import { LATEST_REVIEWS } from "../../functions/src/shared/registry.ts";
import { PUBLIC_CACHE_CONTROL } from "../../web/src/lib/content.ts";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { adminDb, closeAdminApps } from "../support/admin.ts";
import { parseDocument } from "../support/html.ts";
import { sitemapSchemaErrors } from "../support/sitemap-schema.ts";

afterAll(closeAdminApps);

/** The configured origin, which every absolute URL names. */
const ORIGIN = LOCAL_SITE_ORIGIN;

const get = (path: string) => fetch(`${URLS.hosting}${path}`);

const serviceUrl = (id: string) => `${ORIGIN}/services/services/${encodeURIComponent(id)}`;

/** The latest write of some documents, as the sitemap writes it. */
function newest(docs: QueryDocumentSnapshot[]): string | undefined {
  const times = docs.map((doc) => doc.updateTime.toDate().getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

describe("/sitemap.xml", () => {
  it("is valid against the sitemap schema, and cacheable like the pages", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(await sitemapSchemaErrors(await res.text())).toEqual([]);
  });

  it("lists the landing, the services page, /insights and each published article, each with its lastmod, and no page behind sign-in", async () => {
    const db = adminDb();
    const [services, team, reviews, picks, articles] = await Promise.all([
      db.collection("services").orderBy("createdAt", "asc").get(),
      db.collection("team").get(),
      db
        .collection("reviews")
        .where("status", "==", "approved")
        .orderBy("createdAt", "desc")
        .limit(LATEST_REVIEWS)
        .get(),
      db.collection("settings").where("__name__", "==", db.doc("settings/landing")).get(),
      db.collection("articles").where("status", "==", "published").get(),
    ]);
    // Each article with its own last write; /insights with its articles' and their authors'.
    const articleUrls = articles.docs.map((doc): [string, string | undefined] => [
      `${ORIGIN}/insights/${String(doc.get("slug"))}`,
      newest([doc]),
    ]);
    expect(articleUrls.length).toBeGreaterThanOrEqual(3);
    const expected = new Map([
      // The landing shows top services, picked (settings/landing) from the services.
      [`${ORIGIN}/`, newest([...services.docs, ...picks.docs, ...team.docs, ...reviews.docs])],
      [`${ORIGIN}/services`, newest(services.docs)],
      [`${ORIGIN}/insights`, newest([...articles.docs, ...team.docs])],
      ...articleUrls,
    ]);

    const xml = parseDocument(await (await get("/sitemap.xml")).text(), "application/xml");
    const listed = new Map(
      Array.from(xml.getElementsByTagName("url")).map((url) => [
        url.getElementsByTagName("loc")[0]?.textContent ?? "",
        url.getElementsByTagName("lastmod")[0]?.textContent ?? undefined,
      ]),
    );
    expect(listed).toEqual(expected);
    for (const lastmod of listed.values()) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    for (const service of seededServices) expect(listed.has(serviceUrl(service.id))).toBe(false);
    for (const path of ["/home", "/login", "/signUp", "/dashboard"]) {
      expect(listed.has(`${ORIGIN}${path}`)).toBe(false);
    }
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the dashboard and names the sitemap by its absolute URL", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect((await get("/sitemap.xml")).status).toBe(200);
  });
});

interface Page {
  path: string;
  status: number;
  canonical: string;
  indexed: boolean;
  breadcrumbs: boolean;
}

const SERVICE = seededServices[0]?.id ?? "web-design";

const PAGES: Page[] = [
  { path: "/", status: 200, canonical: "/", indexed: true, breadcrumbs: false },
  { path: "/home", status: 200, canonical: "/", indexed: true, breadcrumbs: false },
  { path: "/services", status: 200, canonical: "/services", indexed: true, breadcrumbs: true },
  {
    path: `/services/services/${SERVICE}`,
    status: 200,
    canonical: `/services/services/${SERVICE}`,
    // For signed-in users: named and previewable, but not a search result.
    indexed: false,
    breadcrumbs: true,
  },
  { path: "/login", status: 200, canonical: "/login", indexed: false, breadcrumbs: false },
  { path: "/signUp", status: 200, canonical: "/signUp", indexed: false, breadcrumbs: false },
  {
    path: "/no-such-page",
    status: 404,
    canonical: "/no-such-page",
    indexed: false,
    breadcrumbs: false,
  },
];

interface JsonLdNode {
  "@type"?: string;
}

describe.each(PAGES)("the <head> of $path", (page) => {
  const load = async () => {
    const res = await get(page.path);
    expect(res.status).toBe(page.status);
    return parseDocument(await res.text());
  };
  const content = (doc: Document, selector: string) =>
    Array.from(doc.querySelectorAll(selector)).map((tag) => tag.getAttribute("content") ?? "");

  it("has one canonical link, a title, a description and one h1", async () => {
    const doc = await load();
    const canonical = Array.from(doc.querySelectorAll('link[rel="canonical"]'));
    expect(canonical.map((link) => link.getAttribute("href"))).toEqual([
      `${ORIGIN}${page.canonical}`,
    ]);
    expect(doc.title).toMatch(/\S.* \| Bluepeak Digital$|^Bluepeak Digital: /);
    const [description = ""] = content(doc, 'meta[name="description"]');
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    // The service page renders in the browser; the server sends its spinner under the service's
    // name as a visually hidden h1, which the page's own banner heading replaces.
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(content(doc, 'meta[name="robots"]')).toEqual(page.indexed ? [] : ["noindex"]);
  });

  it("has the Open Graph tags and the Twitter card, with absolute URLs", async () => {
    const doc = await load();
    const og = (property: string) => content(doc, `meta[property="${property}"]`);
    expect(og("og:type")).toEqual(["website"]);
    expect(og("og:site_name")).toEqual(["Bluepeak Digital"]);
    expect(og("og:title")).toEqual([doc.title]);
    expect(og("og:description")).toEqual(content(doc, 'meta[name="description"]'));
    expect(og("og:url")).toEqual([`${ORIGIN}${page.canonical}`]);
    expect(og("og:image")).toEqual([`${ORIGIN}/images/og-image.png`]);
    expect(og("og:image:width")).toEqual(["1200"]);
    expect(og("og:image:height")).toEqual(["630"]);
    expect(content(doc, 'meta[name="twitter:card"]')).toEqual(["summary_large_image"]);
    expect(content(doc, 'meta[name="twitter:image"]')).toEqual(og("og:image"));
  });

  it("has a JSON-LD block with the Organization", async () => {
    const doc = await load();
    const blocks = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'));
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.textContent ?? "") as { "@graph": JsonLdNode[] };
    const types = data["@graph"].map((node) => node["@type"]);
    expect(types).toContain("Organization");
    expect(data["@graph"][0]).toMatchObject({
      "@type": "Organization",
      name: "Bluepeak Digital",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(types.includes("BreadcrumbList")).toBe(page.breadcrumbs);
  });
});

describe("the link preview image", () => {
  it("is served as a 1200 x 630 PNG", async () => {
    const res = await get("/images/og-image.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe("the page of a service that does not exist", () => {
  it("answers 404 and stays out of search results", async () => {
    const res = await get("/services/services/no-such-service");
    expect(res.status).toBe(404);
    const doc = parseDocument(await res.text());
    expect(doc.title).toBe("Service not found | Bluepeak Digital");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});
