/**
 * Stored pictures in the server-rendered HTML, through Hosting: each `<img>` showing one has
 * `src`, a `srcset` over the picture's widths, the `sizes` of its place, its `width` and `height`,
 * `loading="lazy"` below the first viewport, and `fetchpriority="high"` on /services' first
 * picture only (the landing has no picture in its first viewport); every URL of a srcset answers
 * with the picture that wide; no page carries image bytes; a service's link preview shows its
 * stored picture. The seed's drawings (`/images/*.svg`) keep a plain `src`.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import {
  defaultWidth,
  variantHeight,
  variantUrl,
  variantWidths,
  type MediaRef,
} from "../../functions/src/shared/images.ts";
import {
  REVIEW_PHOTO_SIZES,
  SERVICE_LIST_SIZES,
  TEAM_SIZES,
  TOP_SERVICE_SIZES,
} from "../../web/src/config/picture-sizes.ts";
import { closeAdminApps } from "../support/admin.ts";
import { parseDocument } from "../support/html.ts";
import { fetchMedia } from "../support/media.ts";
import { seedPictures, type SeededPictures } from "../support/picture-seed.ts";

let seeding: SeededPictures | undefined;

/** What beforeAll seeded. */
function seeded(): SeededPictures {
  if (!seeding) throw new Error("The pictures were not seeded");
  return seeding;
}

beforeAll(async () => {
  seeding = await seedPictures("ssr-pictures", 3200);
});

afterAll(async () => {
  await seeding?.remove();
  await closeAdminApps();
});

const pages = new Map<string, string>();

/** A page's HTML through Hosting (each read once). */
async function html(path: string): Promise<string> {
  const cached = pages.get(path);
  if (cached !== undefined) return cached;
  const res = await fetch(`${URLS.hosting}${path}`);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  pages.set(path, text);
  return text;
}

const load = async (path: string) => parseDocument(await html(path));

/** The `<img>` showing a stored picture. */
function imgOf(doc: Document, picture: MediaRef): HTMLImageElement {
  const found = Array.from(doc.querySelectorAll("img")).filter((img) =>
    img.getAttribute("src")?.startsWith(`${picture.path}/`),
  );
  expect(found, picture.path).toHaveLength(1);
  const [img] = found;
  if (!img) throw new Error(`no <img> shows ${picture.path}`);
  return img;
}

/** The attributes a stored picture's `<img>` has in every place (all but loading). */
function expectResponsive(img: HTMLImageElement, picture: MediaRef, sizes: string) {
  expect(img.getAttribute("src")).toBe(variantUrl(picture, defaultWidth(picture.width)));
  expect(img.getAttribute("srcset")).toBe(
    variantWidths(picture.width)
      .map((w) => `${variantUrl(picture, w)} ${w}w`)
      .join(", "),
  );
  expect(img.getAttribute("sizes")).toBe(sizes);
  expect(img.getAttribute("width")).toBe(String(picture.width));
  expect(img.getAttribute("height")).toBe(String(picture.height));
}

/** The srcset URLs of every `<img>` on a page. */
const srcsetUrls = (doc: Document) =>
  Array.from(doc.querySelectorAll("img[srcset]")).flatMap((img) =>
    (img.getAttribute("srcset") ?? "").split(",").map((candidate) => {
      const [url = "", descriptor = ""] = candidate.trim().split(/\s+/);
      return { url, width: Number(descriptor.replace(/w$/, "")) };
    }),
  );

describe("/services", () => {
  it("shows each stored picture responsively, the first one fetched first", async () => {
    const doc = await load("/services");
    const [first, second] = seeded().services;
    const firstImg = imgOf(doc, first.picture);
    expectResponsive(firstImg, first.picture, SERVICE_LIST_SIZES);
    expect(firstImg.getAttribute("fetchpriority")).toBe("high");
    expect(firstImg.hasAttribute("loading")).toBe(false);

    // The second starts in a desktop's first viewport: not lazy, but not first either.
    const secondImg = imgOf(doc, second.picture);
    expectResponsive(secondImg, second.picture, SERVICE_LIST_SIZES);
    expect(secondImg.hasAttribute("fetchpriority")).toBe(false);
    expect(secondImg.hasAttribute("loading")).toBe(false);

    // They are the page's first two; the rest (the seed's drawings) load lazily, with a plain src.
    const imgs = Array.from(doc.querySelectorAll("main img"));
    expect(imgs.slice(0, 2)).toEqual([firstImg, secondImg]);
    expect(imgs.length).toBeGreaterThan(2);
    for (const img of imgs.slice(2)) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("src")).toMatch(/^\/images\/.+\.svg$/);
      expect(img.hasAttribute("srcset")).toBe(false);
      expect(img.getAttribute("width")).toBe("640");
      expect(img.getAttribute("height")).toBe("400");
    }
    expect(doc.querySelectorAll("img[fetchpriority]")).toHaveLength(1);
  });

  it("preloads the first picture from the head, at high priority, in the same widths", async () => {
    const doc = await load("/services");
    const [first] = seeded().services;
    const preload = doc.head.querySelector(
      `link[rel="preload"][as="image"][imagesrcset^="${first.picture.path}/"]`,
    );
    expect(preload?.getAttribute("imagesrcset")).toBe(
      imgOf(doc, first.picture).getAttribute("srcset"),
    );
    expect(preload?.getAttribute("imagesizes")).toBe(SERVICE_LIST_SIZES);
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("the landing", () => {
  it("shows the top services, the team and the reviews responsively, all lazily", async () => {
    const doc = await load("/");
    const [first, second] = seeded().services;
    for (const service of [first, second]) {
      const img = imgOf(doc, service.picture);
      expect(img.closest('[data-testid="top-services"]')).not.toBeNull();
      expectResponsive(img, service.picture, TOP_SERVICE_SIZES);
      expect(img.getAttribute("loading")).toBe("lazy");
    }
    const portrait = imgOf(doc, seeded().member.picture);
    expectResponsive(portrait, seeded().member.picture, TEAM_SIZES);
    expect(portrait.getAttribute("loading")).toBe("lazy");
    expect(portrait.getAttribute("alt")).toBe(`Portrait of ${seeded().member.name}`);

    const photo = imgOf(doc, seeded().review.picture);
    expectResponsive(photo, seeded().review.picture, REVIEW_PHOTO_SIZES);
    expect(photo.getAttribute("loading")).toBe("lazy");
    expect(photo.getAttribute("alt")).toBe(`Photo of ${seeded().review.name}`);
  });

  it("has no picture in its first viewport, so nothing at high priority and nothing preloaded", async () => {
    const doc = await load("/");
    expect(doc.querySelectorAll("[fetchpriority]")).toHaveLength(0);
    expect(doc.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
    for (const img of Array.from(doc.querySelectorAll("main img"))) {
      expect(img.getAttribute("loading"), img.getAttribute("src") ?? "").toBe("lazy");
    }
  });
});

describe("a service's page", () => {
  it("names its stored picture as the link preview image, by its absolute URL", async () => {
    const [first] = seeded().services;
    const doc = await load(`/services/services/${first.id}`);
    const content = (selector: string) =>
      Array.from(doc.querySelectorAll(selector)).map((tag) => tag.getAttribute("content"));
    // The narrowest width at least 1200 pixels wide, as link previews draw them.
    const width = 1280;
    const path = variantUrl(first.picture, width);
    expect(content('meta[property="og:image"]')).toEqual([`${LOCAL_SITE_ORIGIN}${path}`]);
    expect(content('meta[property="og:image:width"]')).toEqual([String(width)]);
    expect(content('meta[property="og:image:height"]')).toEqual([
      String(variantHeight(first.picture, width)),
    ]);
    expect(content('meta[property="og:image:alt"]')).toEqual([first.name]);
    expect(content('meta[name="twitter:image"]')).toEqual(content('meta[property="og:image"]'));

    // A link preview fetches it with a plain Accept header: a JPEG, that wide.
    const res = await fetchMedia(path, "*/*");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(res.bytes).metadata()).width).toBe(width);
  });
});

describe("every page", () => {
  const PATHS = ["/", "/services", "/services/services/FIRST"];
  const resolve = (path: string) => path.replace("FIRST", seeded().services[0].id);

  it.each(PATHS)("%s carries no image bytes", async (path) => {
    const text = await html(resolve(path));
    // The site's icon is its own few-hundred-byte drawing, inline in every page's head (root.tsx)
    // so that it costs no request; no picture is.
    const icon =
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]{1,600}"\/>/;
    expect(text).toMatch(icon);
    expect(text.replace(icon, "")).not.toMatch(/data:image/i);
  });

  it.each(PATHS.slice(0, 2))(
    "%s: each srcset URL answers with the picture that wide",
    async (path) => {
      const urls = srcsetUrls(await load(resolve(path)));
      // The seeded pictures' widths, at least: 5 + 5 on the services page, more on the landing.
      expect(urls.length).toBeGreaterThanOrEqual(9);
      for (const { url, width } of urls) {
        const res = await fetchMedia(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type"), url).toMatch(/^image\/(avif|webp|jpeg|png)$/);
        expect((await sharp(res.bytes).metadata()).width, url).toBe(width);
      }
    },
  );
});
