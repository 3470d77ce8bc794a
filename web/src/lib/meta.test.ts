import type { MetaDescriptor } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { pageTexts, servicesDescription, site } from "@/config/site";
import {
  documentTitle,
  OG_IMAGE,
  pageMeta,
  postalAddress,
  summary,
  type MetaContext,
} from "./meta";

const ORIGIN = "https://www.bluepeak.example";

/** MetaArgs as React Router passes them: the root match carries the root loader's origin. */
const at = (pathname: string, origin: string | null = ORIGIN): MetaContext => ({
  location: { pathname },
  matches: [
    { id: "root", loaderData: origin === null ? undefined : { origin } },
    { id: "components/layout/PublicLayout" },
    { id: "pages/Page" },
  ],
});

/** The value of the descriptors with this key (title, name, property, rel). */
function values(tags: MetaDescriptor[], key: string, name?: string): string[] {
  return tags.flatMap((tag) => {
    const record = tag as Record<string, unknown>;
    if (name === undefined) return typeof record[key] === "string" ? [record[key]] : [];
    if (record[key] !== name) return [];
    const value = record.content ?? record.href;
    return typeof value === "string" ? [value] : [];
  });
}

interface Node {
  "@type": string;
  [key: string]: unknown;
}

/** The JSON-LD blocks, as a browser or a crawler reads them: serialized, then parsed. */
function jsonLd(tags: MetaDescriptor[]): Node[] {
  return tags.flatMap((tag) => {
    if (!("script:ld+json" in tag)) return [];
    const parsed = JSON.parse(JSON.stringify(tag["script:ld+json"])) as {
      "@context": string;
      "@graph": Node[];
    };
    expect(parsed["@context"]).toBe("https://schema.org");
    return parsed["@graph"];
  });
}

const services = pageMeta(
  {
    title: "Services",
    description: "All our services.",
    path: "/services",
    trail: [{ name: "Services", path: "/services" }],
  },
  at("/services"),
);

describe("pageMeta", () => {
  it("titles the page and describes it", () => {
    expect(values(services, "title")).toEqual(["Services | Bluepeak Digital"]);
    expect(values(services, "name", "description")).toEqual(["All our services."]);
    const home = pageMeta({ description: pageTexts.home.description, path: "/" }, at("/"));
    expect(values(home, "title")).toEqual([`${site.brand}: ${site.tagline}`]);
  });

  it("has exactly one canonical link, absolute, to the page's canonical path", () => {
    expect(values(services, "rel", "canonical")).toEqual([`${ORIGIN}/services`]);
    const alias = pageMeta({ path: "/" }, at("/home"));
    expect(values(alias, "rel", "canonical")).toEqual([`${ORIGIN}/`]);
    const unknown = pageMeta({ title: "Page not found" }, at("/no/such/page"));
    expect(values(unknown, "rel", "canonical")).toEqual([`${ORIGIN}/no/such/page`]);
  });

  it("carries the Open Graph tags and the Twitter card, with absolute URLs", () => {
    const og = (property: string) => values(services, "property", property);
    expect(og("og:type")).toEqual(["website"]);
    expect(og("og:site_name")).toEqual([site.brand]);
    expect(og("og:title")).toEqual(["Services | Bluepeak Digital"]);
    expect(og("og:description")).toEqual(["All our services."]);
    expect(og("og:url")).toEqual([`${ORIGIN}/services`]);
    expect(og("og:image")).toEqual([`${ORIGIN}/images/og-image.png`]);
    expect(og("og:image:width")).toEqual(["1200"]);
    expect(og("og:image:height")).toEqual(["630"]);
    expect(og("og:image:alt")).toEqual([OG_IMAGE.alt]);
    const twitter = (name: string) => values(services, "name", name);
    expect(twitter("twitter:card")).toEqual(["summary_large_image"]);
    expect(twitter("twitter:title")).toEqual(["Services | Bluepeak Digital"]);
    expect(twitter("twitter:description")).toEqual(["All our services."]);
    expect(twitter("twitter:image")).toEqual([`${ORIGIN}/images/og-image.png`]);
    for (const url of [...og("og:url"), ...og("og:image"), ...twitter("twitter:image")]) {
      expect(new URL(url).origin).toBe(ORIGIN);
    }
  });

  it("describes the agency as an Organization in one JSON-LD block", () => {
    const nodes = jsonLd(pageMeta({ path: "/" }, at("/")));
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization"]);
    expect(nodes[0]).toMatchObject({
      name: site.brand,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: site.phones[0],
      email: site.emails[0],
      address: {
        "@type": "PostalAddress",
        streetAddress: "221 Market Street, Suite 400",
        addressLocality: "San Francisco",
        addressRegion: "CA",
        postalCode: "94105",
        addressCountry: "US",
      },
    });
    expect(JSON.stringify(nodes)).not.toMatch(/Rating|Review/);
  });

  it("adds the trail from Home as a BreadcrumbList", () => {
    const nodes = jsonLd(services);
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "BreadcrumbList"]);
    expect(nodes[1]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${ORIGIN}/services` },
    ]);
  });

  it("keeps noindex pages out of search results, and only those", () => {
    const login = pageMeta({ title: "Login", path: "/login", noindex: true }, at("/login"));
    expect(values(login, "name", "robots")).toEqual(["noindex"]);
    expect(values(services, "name", "robots")).toEqual([]);
  });

  it("gives only the title and the description without the root's origin", () => {
    const dashboard = pageMeta("My Orders");
    expect(dashboard).toEqual([
      { title: "My Orders | Bluepeak Digital" },
      { name: "description", content: site.description },
    ]);
    expect(pageMeta({ title: "X" }, at("/x", null))).toHaveLength(2);
  });
});

describe("documentTitle", () => {
  it("names the page and the brand, or the brand and its tagline", () => {
    expect(documentTitle("Login")).toBe("Login | Bluepeak Digital");
    expect(documentTitle()).toBe(`${site.brand}: ${site.tagline}`);
  });
});

describe("summary", () => {
  it("keeps short text, on one line", () => {
    expect(summary("  Web design\n  that  works. ")).toBe("Web design that works.");
  });

  it("cuts long text at a word, within 160 characters", () => {
    const long = `${"Search engine optimization, ".repeat(10)}end.`;
    const cut = summary(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ engine…$/);
    expect(long.startsWith(`${cut.slice(0, -1)} `)).toBe(true);
    expect(summary("x".repeat(300))).toHaveLength(160);
  });
});

describe("postalAddress", () => {
  it("keeps an address it cannot split as the street address", () => {
    expect(postalAddress("Somewhere without a ZIP")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Somewhere without a ZIP",
    });
  });
});

describe("the page texts", () => {
  it("give every page its own title and description", () => {
    const texts = Object.values(pageTexts);
    const titles = texts.map((text) => ("title" in text ? text.title : ""));
    expect(new Set(titles).size).toBe(texts.length);
    expect(new Set(texts.map((text) => text.description)).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.description.length).toBeGreaterThan(50);
      expect(text.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("name the services on the services page", () => {
    expect(servicesDescription(["SEO", "Web Design", "Ads"])).toBe(
      "3 services from one team: SEO, Web Design, and Ads. Each starts with a free consultation and a measurable plan.",
    );
    expect(servicesDescription([])).toBe(pageTexts.services.description);
  });
});

describe("pageMeta for an article", () => {
  const published = new Date(Date.UTC(2026, 10, 2, 9));
  const modified = new Date(Date.UTC(2026, 10, 20, 15));
  const tags = pageMeta(
    {
      title: "Local SEO in 2027",
      description: "What still moves a local business up the map.",
      path: "/insights/local-seo-in-2027",
      trail: [
        { name: "Insights", path: "/insights" },
        { name: "Local SEO in 2027", path: "/insights/local-seo-in-2027" },
      ],
      article: {
        published,
        modified,
        author: { name: "Maya Chen", jobTitle: "SEO Lead", image: "/media/maya" },
        section: "Article",
      },
    },
    at("/insights/local-seo-in-2027"),
  );

  it("is an Open Graph article with its times", () => {
    expect(values(tags, "property", "og:type")).toEqual(["article"]);
    expect(values(tags, "property", "article:published_time")).toEqual([published.toISOString()]);
    expect(values(tags, "property", "article:modified_time")).toEqual([modified.toISOString()]);
  });

  it("describes a BlogPosting by its author, published by the agency, after Home > Insights > title", () => {
    const nodes = jsonLd(tags);
    expect(nodes.map((node) => node["@type"])).toEqual([
      "Organization",
      "BreadcrumbList",
      "BlogPosting",
    ]);
    expect(nodes[1]?.itemListElement).toHaveLength(3);
    expect(nodes[2]).toEqual({
      "@type": "BlogPosting",
      "@id": `${ORIGIN}/insights/local-seo-in-2027#article`,
      mainEntityOfPage: `${ORIGIN}/insights/local-seo-in-2027`,
      headline: "Local SEO in 2027",
      description: "What still moves a local business up the map.",
      image: `${ORIGIN}${OG_IMAGE.path}`,
      datePublished: published.toISOString(),
      dateModified: modified.toISOString(),
      articleSection: "Article",
      author: {
        "@type": "Person",
        name: "Maya Chen",
        jobTitle: "SEO Lead",
        image: `${ORIGIN}/media/maya`,
      },
      publisher: { "@id": `${ORIGIN}/#organization` },
    });
    expect(nodes[0]?.["@id"]).toBe(`${ORIGIN}/#organization`);
  });

  it("keeps other pages websites without a BlogPosting", () => {
    expect(values(services, "property", "og:type")).toEqual(["website"]);
    expect(jsonLd(services).some((node) => node["@type"] === "BlogPosting")).toBe(false);
  });
});
