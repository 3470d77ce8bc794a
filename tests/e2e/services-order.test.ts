/**
 * The services' order and the landing's top services, in Chromium at 1280 and 390 px: an admin
 * picks a different fourth top service in Manage Services and the landing shows it (live on an
 * open page, and in the server-rendered HTML); a service picked twice is refused inline; Move up
 * changes the services page's order. Screenshots of the picker.
 */
import { FieldValue } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { readService } from "../../functions/src/shared/documents.ts";
import { sortServices } from "../../functions/src/shared/services.ts";
import { accounts, services as seeded } from "../../scripts/seed/data.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { adminDb } from "../support/admin.ts";
import { goto, openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const admin = accounts.admin;
const landingSettings = () => adminDb().doc("settings/landing");

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => adminDb().doc(`services/${id}`).delete()));
});
// Each test starts from the seed's landing: no picks (the first four services).
afterEach(async () => {
  await landingSettings().delete();
});

/** A service of its own (without an order: it goes last). */
async function createService(name: string): Promise<string> {
  const ref = await adminDb()
    .collection("services")
    .add({
      name,
      des: `${name}: what it does.`,
      img: "/images/services/ads.svg",
      bannerh: "Banner heading",
      bannerP: "Banner paragraph.",
      des1: [],
      createdAt: FieldValue.serverTimestamp(),
    });
  created.push(ref.id);
  return ref.id;
}

/** Manage Services, signed in as the seed admin. */
const manageServices = (width: number) =>
  openSignedIn(browser(), admin, "/dashboard/manageServices", width);

/** The names on the landing's top-services cards, in order. */
const topNames = (page: Page) =>
  page.getByTestId("top-services").getByRole("heading").allTextContents();

/** The services page's names, in order. */
const listedOnServicesPage = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

const firstThree = [...seeded]
  .sort((a, b) => a.order - b.order)
  .slice(0, 3)
  .map(({ name }) => name);

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("Manage Services at %i px", (width) => {
  it("picks a different fourth top service; the landing shows it, live and in its HTML", async () => {
    const name = `Top pick ${width} ${Date.now()}`;
    const id = await createService(name);
    // A visitor's open landing page: the seed's first four.
    const visitor = await openPage(browser(), "/", width);
    await expect.poll(() => topNames(visitor.page)).toEqual([...firstThree, seeded[3]?.name]);

    const { page, context, errors } = await manageServices(width);
    const form = page.getByRole("form", { name: "Top services on the landing page" });
    const fourth = form.getByLabel(/^Top service 4/);
    await expect.poll(() => fourth.inputValue()).toBe(seeded[3]?.id);
    await fourth.selectOption(id);
    await shoot(page, "top-services-picker");
    await form.getByRole("button", { name: "Save top services" }).click();
    await page.getByTestId("toast").filter({ hasText: "Top services saved" }).first().waitFor();
    await expect
      .poll(async () => (await landingSettings().get()).get("topServices") as unknown)
      .toEqual([...seeded.slice(0, 3).map((s) => s.id), id]);
    await page.getByText("Landing #4").first().waitFor();

    // Live on the open page, and in the HTML the server renders for the next visitor.
    await expect.poll(() => topNames(visitor.page)).toEqual([...firstThree, name]);
    const html = await (await fetch(`${URLS.hosting}/`)).text();
    expect(html).toContain(name);
    // With four picks the open page watches those four: a rename shows at once.
    await adminDb()
      .doc(`services/${id}`)
      .update({ name: `${name} (renamed)` });
    await expect.poll(() => topNames(visitor.page)).toEqual([...firstThree, `${name} (renamed)`]);
    // A picked service deleted: its place goes to the next service in order, live.
    await adminDb().doc(`services/${id}`).delete();
    await expect.poll(() => topNames(visitor.page)).toEqual([...firstThree, seeded[3]?.name]);
    expect(visitor.errors).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});

describe("Manage Services", () => {
  it("refuses a service picked twice, inline, and stores nothing", async () => {
    const { page, context } = await manageServices(WIDTHS.desktop);
    const form = page.getByRole("form", { name: "Top services on the landing page" });
    await expect.poll(() => form.getByLabel(/^Top service 2/).inputValue()).toBe(seeded[1]?.id);
    await form.getByLabel(/^Top service 2/).selectOption(seeded[0]?.id ?? "");
    await form.getByRole("button", { name: "Save top services" }).click();
    await form.getByText("This service is already on the landing: pick another one").waitFor();
    expect((await landingSettings().get()).exists).toBe(false);
    await context.close();
  });

  it("asks before leaving unsaved top services, and keeps them when told to stay", async () => {
    const { page, context } = await manageServices(WIDTHS.desktop);
    const form = page.getByRole("form", { name: "Top services on the landing page" });
    const third = form.getByLabel(/^Top service 3/);
    await expect.poll(() => third.inputValue()).toBe(seeded[2]?.id);
    await third.selectOption(seeded[3]?.id ?? "");
    await form.getByLabel(/^Top service 4/).selectOption(seeded[2]?.id ?? "");
    const menu = page.getByRole("navigation", { name: "Dashboard" }).first();
    await menu.getByRole("link", { name: "Manage Orders" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("You have unsaved changes.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard/manageServices");
    await expect(third.inputValue()).resolves.toBe(seeded[3]?.id);

    await menu.getByRole("link", { name: "Manage Orders" }).click();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard/manageOrders");
    expect((await landingSettings().get()).exists).toBe(false);
    await context.close();
  });

  it("moves a service up; the services page shows the new order", async () => {
    const stamp = Date.now();
    const older = `Order A ${stamp}`;
    const newer = `Order B ${stamp}`;
    await createService(older);
    await createService(newer);
    const { page, context, errors } = await manageServices(WIDTHS.desktop);
    // New services go last, in the order they were added.
    const visitor = await openPage(browser(), "/services", WIDTHS.desktop);
    await expect
      .poll(async () => (await listedOnServicesPage(visitor.page)).slice(-2))
      .toEqual([older, newer]);

    await page.getByRole("button", { name: `Move up ${newer}` }).click();
    await expect
      .poll(async () => {
        const snapshot = await adminDb().collection("services").get();
        const sorted = sortServices(snapshot.docs.map((d) => readService(d.id, d.data())));
        return sorted.map((s) => s.name).slice(-2);
      })
      .toEqual([newer, older]);
    // The services page lists them in the new order: live on the open page, and when loaded.
    await expect
      .poll(async () => (await listedOnServicesPage(visitor.page)).slice(-2))
      .toEqual([newer, older]);
    await goto(visitor.page, "/services");
    await expect
      .poll(async () => (await listedOnServicesPage(visitor.page)).slice(-2))
      .toEqual([newer, older]);
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});

describe("Manage Services after a visit to a service's page", () => {
  it("lists every service from its first render, not the one the browser has cached", async () => {
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/services/services/web-design",
    );
    // The service's page reads its document through the Firestore SDK, which keeps it in the
    // browser's persistent cache: a new query of the services answers from there first.
    await page.getByRole("form", { name: "Book this service" }).waitFor();
    // Every distinct number of rows the page shows, as it changes.
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { rowCounts: number[] }).rowCounts = counts;
      new MutationObserver(() => {
        const rows = document.querySelectorAll('button[aria-label^="Move up "]').length;
        if (rows > 0 && counts.at(-1) !== rows) counts.push(rows);
      }).observe(document, { subtree: true, childList: true });
    });
    const total = (await adminDb().collection("services").limit(50).get()).size;
    await goto(page, "/dashboard/manageServices");
    await page.getByRole("button", { name: "Move up Web Design" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Move up / }).count()).toBe(total);
    const counts = await page.evaluate(
      () => (window as unknown as { rowCounts: number[] }).rowCounts,
    );
    expect(counts).toEqual([total]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
