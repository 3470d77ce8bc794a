/** Every page's <head>: React Router renders the deepest route's meta only, so each gets it all. */
import type { MetaDescriptor } from "react-router-dom";
import { parseMediaRef, variantHeight, variantUrl, variantWidths } from "@shared/images";
import { site } from "@/config/site";

interface Crumb {
  name: string;
  path: string;
}

interface PageSeo {
  /** The page's name in the title ("Services"); none for the landing page. */
  title?: string;
  description?: string;
  /** The canonical path: the requested one when not given (the /home alias names "/"). */
  path?: string;
  /** The trail from Home (excluded) to this page, for the BreadcrumbList. */
  trail?: readonly Crumb[];
  noindex?: boolean;
  image?: PreviewImage | undefined;
  /** An article's page (/insights/{slug}): og:type article and a BlogPosting in the JSON-LD. */
  article?: ArticleSeo | undefined;
}

interface ArticleSeo {
  published: Date;
  modified: Date;
  author: { name: string; jobTitle: string; image?: string | undefined };
  section: string;
}

interface PreviewImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface MetaContext {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** The link preview image (web/public, made by scripts/og-image.ts). */
export const OG_IMAGE = {
  path: "/images/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.brand}: ${site.tagline}`,
} as const;

const PREVIEW_WIDTH = 1200;

/** A stored picture (`/media/<id>`) in its narrowest width of at least PREVIEW_WIDTH. */
export function previewImage(value: string, alt: string): PreviewImage | undefined {
  const ref = parseMediaRef(value);
  if (!ref) return undefined;
  const width = variantWidths(ref.width).find((w) => w >= PREVIEW_WIDTH) ?? ref.width;
  return { path: variantUrl(ref, width), width, height: variantHeight(ref, width), alt };
}

const LOGO_PATH = "/favicon.svg";
const DESCRIPTION_MAX = 160;

/** "<page> | <brand>", or the brand with its tagline for the landing page. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
}

/** Text on one line, cut at a word to at most 160 characters. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX);
  const space = cut.lastIndexOf(" ");
  const words = space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut.slice(0, -1);
  return `${words.replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** A US address ("221 Market Street, Suite 400, San Francisco, CA 94105") as a PostalAddress. */
export function postalAddress(address: string) {
  const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!match) return { "@type": "PostalAddress", streetAddress: address };
  const [, streetAddress = "", addressLocality = "", addressRegion = "", postalCode = ""] = match;
  return {
    "@type": "PostalAddress",
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: "US",
  };
}

function rootOrigin(matches: MetaContext["matches"]): string | undefined {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof data !== "object" || data === null || !("origin" in data)) return undefined;
  return typeof data.origin === "string" ? data.origin : undefined;
}

function blogPosting(
  origin: string,
  url: string,
  seo: PageSeo & { article: ArticleSeo },
  image: string,
) {
  const { article } = seo;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: seo.title ?? "",
    description: summary(seo.description ?? ""),
    image,
    datePublished: article.published.toISOString(),
    dateModified: article.modified.toISOString(),
    articleSection: article.section,
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      ...(article.author.image ? { image: `${origin}${article.author.image}` } : {}),
    },
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** The JSON-LD graph: the agency on every page, and the way to this page below the landing. */
function structuredData(origin: string, trail: readonly Crumb[], extra: readonly object[] = []) {
  const organization = {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.brand,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    image: `${origin}${OG_IMAGE.path}`,
    address: postalAddress(site.address),
    telephone: site.phones[0],
    email: site.emails[0],
  };
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [organization, ...(trail.length > 0 ? [breadcrumbs] : []), ...extra],
  };
}

export function pageMeta(page: string | PageSeo = {}, context?: MetaContext): MetaDescriptor[] {
  const seo: PageSeo = typeof page === "string" ? { title: page } : page;
  const title = documentTitle(seo.title);
  const description = summary(seo.description ?? site.description);
  const basics: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
  const origin = context && rootOrigin(context.matches);
  if (!context || !origin) return basics;

  const url = `${origin}${seo.path ?? context.location.pathname}`;
  const preview = seo.image ?? OG_IMAGE;
  const image = `${origin}${preview.path}`;
  return [
    ...basics,
    { tagName: "link", rel: "canonical", href: url },
    ...(seo.article
      ? [
          { property: "og:type", content: "article" },
          { property: "article:published_time", content: seo.article.published.toISOString() },
          { property: "article:modified_time", content: seo.article.modified.toISOString() },
          { property: "article:section", content: seo.article.section },
        ]
      : [{ property: "og:type", content: "website" }]),
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(preview.width) },
    { property: "og:image:height", content: String(preview.height) },
    { property: "og:image:alt", content: preview.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: preview.alt },
    {
      "script:ld+json": structuredData(
        origin,
        seo.trail ?? [],
        seo.article ? [blogPosting(origin, url, { ...seo, article: seo.article }, image)] : [],
      ),
    },
  ];
}
