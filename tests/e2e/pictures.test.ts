/**
 * Stored pictures in Chromium: each place's `sizes` says the width the page really lays the
 * picture out at (on a 412 x 823 phone and a 1350 x 940 desktop: the landing, /services, a
 * service's page, Manage Team and Manage Services), so Chromium downloads the width the layout
 * needs (on a phone, /services' first picture in 640 pixels, not 1600), once; and pictures
 * arriving move nothing on the page (no layout shift).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantUrl, variantWidths, type MediaRef } from "../../functions/src/shared/images.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { accounts } from "../../scripts/seed/data.ts";
import {
  collectErrors,
  goto,
  settle,
  signedInState,
  useBrowser,
  type StorageState,
} from "../support/e2e.ts";
import { seedPictures, type SeededPictures } from "../support/picture-seed.ts";

const browser = useBrowser();
let seeding: SeededPictures | undefined;

/** What beforeAll seeded. */
function seeded(): SeededPictures {
  if (!seeding) throw new Error("The pictures were not seeded");
  return seeding;
}

beforeAll(async () => {
  seeding = await seedPictures("browser-pictures", 3300);
});

afterAll(async () => {
  await seeding?.remove();
});

const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The paths of the pictures the page requested (`/media/...`), in order. */
  media: string[];
}

/** A new context at `viewport` (device pixel ratio 1), recording the pictures it requests. */
async function open(
  viewport: { width: number; height: number },
  init?: () => void,
  storageState?: StorageState,
): Promise<Opened> {
  const context = await browser().newContext({
    viewport,
    deviceScaleFactor: 1,
    baseURL: URLS.hosting,
    storageState,
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const media: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/media/")) media.push(pathname);
  });
  return { context, page, errors, media };
}

/** A new context at `viewport`, signed in as the seed admin, opened on `path`. */
async function signedIn(viewport: { width: number; height: number }, path: string) {
  const opened = await open(viewport, undefined, await signedInState(accounts.admin));
  await goto(opened.page, path);
  return opened;
}

interface Shown {
  src: string;
  /** The width the `sizes` attribute gives at this viewport, in CSS pixels. */
  slot: number;
  /** The width the page lays the picture out at. */
  width: number;
  currentSrc: string;
  loaded: boolean;
}

/** Every `<img>` with a `sizes` attribute (the stored pictures), as the page shows it now. */
function shown(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    /** The length `sizes` gives now: its first entry whose media condition matches. */
    const slotOf = (sizes: string): number => {
      for (const entry of sizes.split(/,(?![^(]*\))/)) {
        let text = entry.trim();
        if (text.startsWith("(")) {
          const end = text.indexOf(")");
          if (!window.matchMedia(text.slice(0, end + 1)).matches) continue;
          text = text.slice(end + 1).trim();
        }
        const probe = document.createElement("div");
        probe.style.position = "absolute";
        probe.style.width = text;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return Number.NaN;
    };
    return Array.from(document.querySelectorAll<HTMLImageElement>("img[sizes]")).map((img) => ({
      src: img.getAttribute("src") ?? "",
      slot: slotOf(img.sizes),
      width: img.getBoundingClientRect().width,
      currentSrc: new URL(img.currentSrc || "about:blank", location.href).pathname,
      loaded: img.complete && img.naturalWidth > 0,
    }));
  });
}

/** The smallest of a picture's widths that is sharp at `slot` CSS pixels on a 1x screen. */
const neededWidth = (picture: MediaRef, slot: number) => {
  const widths = variantWidths(picture.width);
  return widths.find((w) => w >= slot) ?? picture.width;
};

const pictureOf = (list: Shown[], picture: MediaRef) =>
  list.find((img) => img.src.startsWith(`${picture.path}/`));

describe("each place's sizes is the width it lays its pictures out at", () => {
  const places: [string, string, (s: SeededPictures) => MediaRef[], boolean][] = [
    ["the landing", "/", (s) => [...s.services.map((x) => x.picture), s.member.picture], false],
    ["/services", "/services", (s) => s.services.map((x) => x.picture), false],
    ["a service's page", "FIRST", (s) => (s.services[0].block ? [s.services[0].block] : []), true],
    ["Manage Team", "/dashboard/manageTeam", (s) => [s.member.picture], true],
    ["Manage Services", "/dashboard/manageServices", (s) => s.services.map((x) => x.picture), true],
  ];

  describe.each(Object.entries(VIEWPORTS))("on a %s", (_, viewport) => {
    it.each(places)("%s", async (_place, path, pictures, signIn) => {
      const target = path === "FIRST" ? `/services/services/${seeded().services[0].id}` : path;
      const { context, page, errors } = signIn
        ? await signedIn(viewport, target)
        : await open(viewport).then(async (opened) => {
            await goto(opened.page, target);
            return opened;
          });
      const expected = pictures(seeded());
      expect(expected.length).toBeGreaterThan(0);
      // The signed-in pages render in the browser: wait for the seeded pictures to show.
      await expect
        .poll(async () => {
          const list = await shown(page);
          return expected.every((picture) => pictureOf(list, picture));
        })
        .toBe(true);

      const list = await shown(page);
      for (const img of list) {
        // Rendered widths are whole or half pixels; a sizes that is off says another width.
        expect(
          Math.abs(img.slot - img.width),
          `${img.src}: sizes ${img.slot}, laid out ${img.width}`,
        ).toBeLessThanOrEqual(1);
        expect(img.width).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

describe("on a phone, /services", () => {
  it("downloads each picture once, in the width its sizes needs, not the largest", async () => {
    const { context, page, errors, media } = await open(VIEWPORTS.phone);
    await goto(page, "/services");
    const [first, second] = seeded().services;
    await expect.poll(async () => pictureOf(await shown(page), first.picture)?.loaded).toBe(true);

    const list = await shown(page);
    const firstShown = pictureOf(list, first.picture);
    // 412 px wide, 1rem gutters: the picture is 380 px wide, so the 640 px variant is the
    // narrowest sharp enough; the picture has widths up to 1600 px.
    expect(firstShown?.slot).toBe(380);
    const needed = neededWidth(first.picture, firstShown?.slot ?? 0);
    expect(needed).toBe(640);
    expect(Math.max(...variantWidths(first.picture.width))).toBe(1600);
    expect(firstShown?.currentSrc).toBe(variantUrl(first.picture, needed));
    expect(media.filter((path) => path.startsWith(`${first.picture.path}/`))).toEqual([
      variantUrl(first.picture, needed),
    ]);

    // The second (just below the first viewport) too, once it has loaded.
    await settle(page);
    await expect.poll(async () => pictureOf(await shown(page), second.picture)?.loaded).toBe(true);
    const secondShown = pictureOf(await shown(page), second.picture);
    const secondNeeded = neededWidth(second.picture, secondShown?.slot ?? 0);
    expect(media.filter((path) => path.startsWith(`${second.picture.path}/`))).toEqual([
      variantUrl(second.picture, secondNeeded),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

declare global {
  interface Window {
    /** The page's layout shifts so far, summed (recordLayoutShifts). */
    layoutShift?: number;
  }
}

/** Sums the page's layout shifts (not those right after an input) into `window.layoutShift`. */
function recordLayoutShifts() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("value" in entry) || typeof entry.value !== "number") continue;
      if ("hadRecentInput" in entry && entry.hadRecentInput === true) continue;
      window.layoutShift = (window.layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

describe("pictures arriving move nothing", () => {
  it.each(["/services", "/"])("on a phone, %s", async (path) => {
    const { context, page, errors } = await open(VIEWPORTS.phone, recordLayoutShifts);
    await goto(page, path);
    // Through the whole page, so that every lazy picture loads, and back.
    await settle(page);
    await expect
      .poll(async () => {
        const list = await shown(page);
        return list.length >= 2 && list.every((img) => img.loaded);
      })
      .toBe(true);
    const shift = await page.evaluate(() => window.layoutShift);
    expect(shift).toBeDefined();
    expect(shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
});
