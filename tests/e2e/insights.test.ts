/**
 * Insights in Chromium, at desktop and phone width: an admin writes a case study with a cover
 * photo and two pictures in its body, previews it and publishes it; a visitor finds it on
 * /insights, on its service's page and on the landing, and reads it whole. A changed slug
 * redirects with 301; unpublishing takes it off every list (404 for its address, gone from the
 * sitemap and the feed).
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { accounts, articles as seeded } from "../../scripts/seed/data.ts";
import { adminDb } from "../support/admin.ts";
import { goto, openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";
import { photoJpeg } from "../support/photos.ts";

const browser = useBrowser();

/**
 * Only the seed's articles, as `npm start` shows them: articles other files published (dated
 * years ahead) would otherwise stay newer than this file's on the landing.
 */
beforeAll(async () => {
  const db = adminDb();
  const keep = new Set(seeded.map((article) => article.id));
  const [articles, claims] = await Promise.all([
    db.collection("articles").get(),
    db.collection("articleSlugs").get(),
  ]);
  await Promise.all([
    ...articles.docs.filter((doc) => !keep.has(doc.id)).map((doc) => doc.ref.delete()),
    ...claims.docs
      .filter((doc) => !keep.has(String(doc.get("articleId"))))
      .map((doc) => doc.ref.delete()),
  ]);
});

const written: string[] = [];
afterAll(async () => {
  const db = adminDb();
  for (const slug of written) {
    const claim = await db.doc(`articleSlugs/${slug}`).get();
    const id: unknown = claim.get("articleId");
    if (typeof id === "string") await db.doc(`articles/${id}`).delete();
    await claim.ref.delete();
  }
});

const fetchSite = (path: string) => fetch(`${URLS.hosting}${path}`, { redirect: "manual" });

/** Waits until what the server renders at `path` contains (or no longer contains) `text`. */
async function serverShows(path: string, text: string, shown = true): Promise<void> {
  await expect
    .poll(async () => (await (await fetchSite(path)).text()).includes(text), {
      timeout: 20_000,
      interval: 300,
    })
    .toBe(shown);
}

/** Uploads a photo through the hidden file input and waits for its reference in the body. */
async function insertPicture(page: Page, name: string, count: number): Promise<void> {
  await page.getByTestId("insert-picture-file").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await photoJpeg({ width: 1600, height: 1067, seed: count }),
  });
  await expect
    .poll(async () => (await page.getByTestId("article-body").inputValue()).match(/\(\/media\//g))
    .toHaveLength(count);
}

/** Two uploads, a publish, an edit and an unpublish, each followed through the server's lists. */
const FLOW = { timeout: 300_000 };

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("insights at %i px", FLOW, (width) => {
  it("an admin publishes a case study with pictures; visitors find it everywhere until it is unpublished", async () => {
    const title = `Case study ${width} ${Date.now()}`;
    const { page, errors } = await openSignedIn(
      browser(),
      accounts.admin,
      "/dashboard/addArticle",
      width,
    );
    const form = page.getByRole("form", { name: "Article editor" });
    await form.getByLabel("Kind").selectOption({ label: "Case study" });
    await form.getByLabel("Title").fill(title);
    const slug = await form.getByTestId("article-slug").inputValue();
    expect(slug).toBe(`case-study-${width}-${title.split(" ").at(-1) ?? ""}`);
    written.push(slug);
    await form.getByLabel("Summary").fill("A shop doubled its calls in three months.");
    await form.getByLabel("Author").selectOption({ label: "Daniel Okafor" });
    // Chakra draws the box over the input: a visitor clicks its label.
    await form.getByText("Social Media Management", { exact: true }).click();
    await expect
      .poll(() => form.getByRole("checkbox", { name: "Social Media Management" }).isChecked())
      .toBe(true);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: await photoJpeg({ width: 2400, height: 1600, seed: width }),
      });
    await form.getByRole("img", { name: "Preview of the cover picture" }).waitFor();
    await form.getByLabel("Client").fill("Corner Florist");
    await form.getByLabel("Challenge").fill("Nobody found the shop on a phone.");
    await form.getByLabel("Result 1: figure").fill("+140%");
    await form.getByLabel("Result 1: what it measures").fill("organic traffic in 6 months");
    const body = form.getByTestId("article-body");
    await body.fill("## Where we started\n\nThe shop had no profile.\n\n");
    await body.press("End");
    await insertPicture(page, "before.jpg", 1);
    await body.press("End");
    await body.pressSequentially("\n\n## What changed\n\nCalls doubled.\n\n");
    await insertPicture(page, "after.jpg", 2);

    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByTestId("article-preview");
    await expect.poll(() => preview.textContent()).toContain(title);
    await expect.poll(() => preview.locator("img").count()).toBeGreaterThanOrEqual(2);
    await shoot(page, "article-preview");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByTestId("toast").filter({ hasText: "Article published" }).first().waitFor();

    // A visitor, on the list, the service's page (its HTML: the page asks them to sign in) and
    // the landing.
    const visitor = await openPage(browser(), "/insights", width);
    await expect
      .poll(
        async () => {
          await goto(visitor.page, "/insights");
          return visitor.page.getByRole("link", { name: title }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await serverShows("/services/services/social-media", `/insights/${slug}`);
    await goto(visitor.page, "/");
    await visitor.page.getByRole("link", { name: title }).waitFor();

    await visitor.page.getByRole("link", { name: title }).click();
    await visitor.page.waitForURL(`**/insights/${slug}`);
    const article = visitor.page.locator("main article");
    await expect
      .poll(() => visitor.page.getByRole("heading", { level: 1 }).textContent())
      .toBe(title);
    await expect.poll(() => article.textContent()).toContain("+140%");
    await expect.poll(() => article.textContent()).toContain("Corner Florist");
    await expect.poll(() => article.textContent()).toContain("Daniel Okafor");
    // The cover and the two body pictures load, from the stored pictures' widths (each scrolled
    // to, as the body's are lazy).
    const loaded = () =>
      article.locator('img[src^="/media/"]').evaluateAll((images) =>
        images.map((image) => {
          image.scrollIntoView();
          return (
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0
          );
        }),
      );
    await expect.poll(loaded, { timeout: 15_000 }).toEqual([true, true, true]);
    await shoot(visitor.page, "article-page");
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);

    // A new slug: the old address redirects with 301.
    await page.getByRole("tab", { name: "Edit" }).click();
    const newSlug = `${slug}-renamed`;
    written.push(newSlug);
    await form.getByTestId("article-slug").fill(newSlug);
    await page.getByTestId("slug-warning").waitFor();
    await page.getByRole("button", { name: "Update" }).click();
    await page.getByTestId("toast").filter({ hasText: "Article updated" }).first().waitFor();
    await expect.poll(async () => (await fetchSite(`/insights/${slug}`)).status).toBe(301);
    expect((await fetchSite(`/insights/${slug}`)).headers.get("location")).toBe(
      `/insights/${newSlug}`,
    );
    const followed = await visitor.page.goto(`/insights/${slug}`);
    expect(followed?.status()).toBe(200);
    expect(visitor.page.url()).toBe(`${URLS.hosting}/insights/${newSlug}`);

    await serverShows("/sitemap.xml", `/insights/${newSlug}`);
    await serverShows("/insights/feed.xml", `/insights/${newSlug}`);

    // Unpublished: gone from the lists, the sitemap and the feed; its address answers 404.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByTestId("toast").filter({ hasText: "Article unpublished" }).first().waitFor();
    await expect.poll(async () => (await fetchSite(`/insights/${newSlug}`)).status).toBe(404);
    await serverShows("/insights", title, false);
    await serverShows("/", title, false);
    await serverShows("/services/services/social-media", `/insights/${newSlug}`, false);
    await serverShows("/sitemap.xml", `/insights/${newSlug}`, false);
    await serverShows("/insights/feed.xml", `/insights/${newSlug}`, false);
    const gone = await visitor.page.goto(`/insights/${newSlug}`);
    expect(gone?.status()).toBe(404);
  });
});

describe("an open page", () => {
  it("follows a published article's edits: the landing's and /insights' cards, and the article", async () => {
    const id = `live-${Date.now()}`;
    written.push(id);
    const db = adminDb();
    const at = Timestamp.fromMillis(Date.now() + 365 * 86_400_000);
    const batch = db.batch();
    batch.set(db.doc(`articles/${id}`), {
      kind: "article",
      title: `Before ${id}`,
      slug: id,
      summary: "A summary.",
      cover: "/images/insights/local-seo.svg",
      authorId: "maya-chen",
      serviceIds: [],
      body: "The first body.",
      caseStudy: null,
      status: "published",
      publishedAt: at,
      updatedAt: at,
    });
    batch.set(db.doc(`articleSlugs/${id}`), { articleId: id });
    await batch.commit();
    await serverShows("/insights", `Before ${id}`);

    const list = await openPage(browser(), "/insights");
    const landing = await openPage(browser(), "/");
    await landing.page.getByRole("region", { name: "Latest insights" }).scrollIntoViewIfNeeded();
    const article = await openPage(browser(), `/insights/${id}`);
    await article.page.getByText("The first body.").waitFor();
    await landing.page.getByRole("link", { name: `Before ${id}` }).waitFor();

    await db.doc(`articles/${id}`).update({
      title: `After ${id}`,
      body: "The **second** body.",
      updatedAt: Timestamp.now(),
    });
    await list.page.getByRole("link", { name: `After ${id}` }).waitFor();
    await landing.page.getByRole("link", { name: `After ${id}` }).waitFor();
    await article.page.getByRole("heading", { level: 1, name: `After ${id}` }).waitFor();
    await expect
      .poll(() => article.page.locator("main article strong").textContent())
      .toBe("second");
    for (const opened of [list, landing, article]) expect(opened.errors).toEqual([]);
  });
});
