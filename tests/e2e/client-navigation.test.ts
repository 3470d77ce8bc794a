/**
 * What a visitor gets after the page has loaded: a client navigation (a click on the site's own
 * links, Back) must give the page the server's HTML gives for that URL. The landing draws and
 * hydrates its sections below the fold when near (lib/hydrate-when-near.tsx, ADR 016); an update
 * that reaches a section still waiting once made React drop its HTML, so a click on the landing's
 * own menu (Team, from `/` or `/home`) wiped four sections.
 *
 * - Every public route, reached by a client navigation from every other public page, and from
 *   itself with a hash, has the landmarks and ids of its server HTML.
 * - The landing's anchor links, from the landing itself (at the top and halfway down) and from
 *   every other public page, at both widths (on a phone through the menu), keep every section at
 *   every frame and bring the target's heading into view below the sticky top bar; without
 *   scripts too.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { articles } from "../../scripts/seed/data.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { openPage, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();

const ARTICLE = `/insights/${articles[0]?.slug ?? ""}`;

/** The public routes (web/src/routes.ts), one URL each; the service page needs a session. */
const PUBLIC_PAGES = [
  "/",
  "/home",
  "/services",
  "/insights",
  ARTICLE,
  "/login",
  "/signUp",
  "/no-such-page",
] as const;

/** The landing's sections the top bar links to, by their link's name. */
const ANCHORS = [
  ["About", "aboutUs"],
  ["Team", "team"],
  ["Reviews", "reviews"],
  ["Contact", "contactUs"],
] as const;
const LANDING_IDS = ANCHORS.map(([, id]) => id);

interface Signature {
  /** The page's landmarks in document order: `main`, `section{about-heading}`, `form[Login]`. */
  landmarks: string[];
  /** Every id inside `<main>`, in document order, but those made by scripts (useId, Swiper). */
  ids: string[];
}

/**
 * The signature of the page shown (`html` null) or of an HTML document. Only what belongs to the
 * page is compared: the header's phone menu is HTML for a visitor without scripts and a drawer
 * with them, and the toasts' region is drawn by scripts, so both are left out. Runs in the page.
 */
function signatureOf(html: string | null): Signature {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const main = doc.querySelector("main");
  const name = (element: Element) => {
    const label = element.getAttribute("aria-label");
    const labelledBy = element.getAttribute("aria-labelledby");
    return `${label ? `[${label}]` : ""}${labelledBy ? `{${labelledBy}}` : ""}`;
  };
  const top = ["header", "main", "footer"].filter((tag) => doc.querySelector(`body ${tag}`));
  const inMain = main
    ? Array.from(
        main.querySelectorAll("section, nav, aside, form, [role=region], [role=search]"),
        (element) =>
          `${element.getAttribute("role") ?? element.tagName.toLowerCase()}${name(element)}`,
      )
    : [];
  const generated = /^(_r_|_R_|field::|«|swiper-wrapper-)/;
  const ids = main
    ? Array.from(main.querySelectorAll("[id]"), (element) => element.id).filter(
        (id) => !generated.test(id),
      )
    : [];
  return { landmarks: [...top, ...inMain], ids };
}

const serverSignatures = new Map<string, Promise<Signature>>();

/** The signature of the server's HTML for `path` (parsed in `page`, which it does not change). */
async function serverSignature(page: Page, path: string): Promise<Signature> {
  let kept = serverSignatures.get(path);
  if (!kept) {
    kept = page
      .context()
      .request.get(`${URLS.hosting}${path}`)
      .then((response) => response.text())
      .then((html) => page.evaluate(signatureOf, html));
    serverSignatures.set(path, kept);
  }
  return kept;
}

/**
 * A client navigation to `path` through React Router's own history listener, as Back and Forward
 * reach it (the router follows every `popstate`): any URL, whether or not the page links to it.
 */
async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

/**
 * Waits until the page shown has the server's landmarks and ids for `path` (a page that lost a
 * section never gets it back: the wait is long enough for a loaded machine).
 */
async function expectServerPage(page: Page, path: string, after: string): Promise<void> {
  const expected = await serverSignature(page, path);
  const url = new URL(path, URLS.hosting);
  await expect
    .poll(() => page.evaluate(() => location.pathname + location.hash), { timeout: 20_000 })
    .toBe(url.pathname + url.hash);
  await expect
    .poll(() => page.evaluate(signatureOf, null), {
      timeout: 20_000,
      message: `${path} after ${after}`,
    })
    .toEqual(expected);
}

describe("a client navigation gives the page the server's HTML gives", () => {
  // One load of each page serves every navigation from it, Back returning to it each time. The
  // first one goes to the other landing URL where there is one (`/` to `/home`): the landing's
  // sections below the fold are still waiting then.
  it.each(PUBLIC_PAGES)("from %s to every public page, and Back", async (from) => {
    const { page, context, errors } = await openPage(browser(), from);
    const others = PUBLIC_PAGES.filter((path) => path !== from);
    const first = from === "/" ? "/home" : from === "/home" ? "/" : null;
    for (const to of first ? [first, ...others.filter((path) => path !== first)] : others) {
      await navigateInPage(page, to);
      await expectServerPage(page, to, `a navigation from ${from}`);
      await page.goBack();
      await expectServerPage(page, from, `Back from ${to}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(PUBLIC_PAGES)("from %s to itself with a hash", async (path) => {
    const { page, context, errors } = await openPage(browser(), path);
    const hash = path === "/" || path === "/home" ? "#team" : "#main";
    await navigateInPage(page, `${path}${hash}`);
    await expectServerPage(page, `${path}${hash}`, "a navigation to its own hash");
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Records, from now on, every animation frame at which one of the landing's sections is missing
 * from the page (read with `missingFrames`).
 */
async function watchSections(page: Page): Promise<void> {
  await page.evaluate((ids) => {
    const missing: string[] = [];
    const frame = () => {
      for (const id of ids) if (!document.getElementById(id)) missing.push(id);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    Object.assign(window, { missingSections: missing });
  }, LANDING_IDS);
}

const missingFrames = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { missingSections: string[] }).missingSections);

/**
 * Clicks the top bar's link to `label`; on a phone, in the menu: its drawer, or without scripts
 * the HTML menu (`<details>`).
 */
async function clickAnchor(
  page: Page,
  label: string,
  width: number,
  { scripts = true }: { scripts?: boolean } = {},
): Promise<void> {
  if (width < 600 && scripts) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: label, exact: true }).click();
  } else if (width < 600) {
    await page.getByRole("banner").getByLabel("Open menu").click();
    await page
      .getByRole("banner")
      .locator("details")
      .getByRole("link", { name: label, exact: true })
      .click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: label, exact: true })
      .click();
  }
}

/**
 * Where the section `id` and its heading are: the heading in view below the sticky top bar, and
 * the section at its scroll margin (80 px) unless the page cannot scroll that far.
 */
function placeOf(id: string): { inView: boolean; atMargin: boolean } {
  const section = document.getElementById(id);
  const heading = section?.querySelector("h1, h2");
  const bar = document.querySelector("body header");
  if (!section || !heading || !bar) return { inView: false, atMargin: false };
  const headingBox = heading.getBoundingClientRect();
  const inView =
    headingBox.top >= bar.getBoundingClientRect().bottom - 1 &&
    headingBox.bottom <= window.innerHeight;
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop);
  const atBottom =
    Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  const offset = section.getBoundingClientRect().top - margin;
  return { inView, atMargin: Math.abs(offset) <= 2 || (offset > 0 && atBottom) };
}

async function expectAt(page: Page, id: string): Promise<void> {
  await page.waitForURL(`**/home#${id}`);
  await expect
    .poll(() => page.evaluate(placeOf, id), { timeout: 10_000, message: `#${id} in view` })
    .toEqual({ inView: true, atMargin: true });
}

/** The same list turned by `by` places: each start page's first click goes to another section. */
const turned = <T>(list: readonly T[], by: number): T[] => [
  ...list.slice(by % list.length),
  ...list.slice(0, by % list.length),
];

describe.each([WIDTHS.desktop, WIDTHS.phone])("the landing's anchor links at %i px", (width) => {
  it.each(["/", "/home"])(
    "keep every section of %s and bring each target into view: from the top, then from section to section",
    async (from) => {
      const { page, context, errors } = await openPage(browser(), from, width);
      // Team first: About, above it, is drawn on the way; Reviews and Contact still wait.
      for (const [label, id] of turned(ANCHORS, 1)) {
        await watchSections(page);
        await clickAnchor(page, label, width);
        await expectAt(page, id);
        expect(await missingFrames(page), `${label} from ${from}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(["/", "/home"])("keep every section of %s from halfway down", async (from) => {
    const { page, context, errors } = await openPage(browser(), from, width);
    // About is drawn and alive by now; the sections further down still wait.
    await page.evaluate(() =>
      window.scrollTo({ top: document.getElementById("aboutUs")?.offsetTop ?? 0 }),
    );
    await watchSections(page);
    await clickAnchor(page, "Contact", width);
    await expectAt(page, "contactUs");
    expect(await missingFrames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(
    PUBLIC_PAGES.filter((path) => path !== "/" && path !== "/home").map((path, i) => [path, i]),
  )("from %s, then to another section", async (from, turn) => {
    const { page, context, errors } = await openPage(browser(), from, width);
    let first = true;
    for (const [label, id] of turned(ANCHORS, turn).slice(0, 2)) {
      if (!first) await watchSections(page);
      await clickAnchor(page, label, width);
      await expectAt(page, id);
      if (!first) expect(await missingFrames(page), `${label} after a click`).toEqual([]);
      expect(await page.evaluate(signatureOf, null)).toEqual(
        await serverSignature(page, `/home#${id}`),
      );
      first = false;
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("work without scripts, from the landing and from another page", async () => {
    const context: BrowserContext = await browser().newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      baseURL: URLS.hosting,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const [from, anchors] of [
      ["/", ANCHORS],
      ["/services", ANCHORS.slice(1, 2)],
    ] as const) {
      for (const [label, id] of anchors) {
        await page.goto(from);
        await clickAnchor(page, label, width, { scripts: false });
        await expectAt(page, id);
        expect(await page.evaluate(signatureOf, null)).toEqual(
          await serverSignature(page, `/home#${id}`),
        );
      }
    }
    await context.close();
  });
});
