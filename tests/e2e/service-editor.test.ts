/**
 * The service editor in Chromium, at desktop and phone width: an admin renames a service and adds
 * a detail block with a picture, reorders blocks, and is asked before leaving unsaved changes;
 * the service's page shows every change under the same link. Add Service offers the editor next.
 */
import { FieldValue } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { PNG_FILE } from "../support/images.ts";
import { adminDb } from "../support/admin.ts";
import { goto, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const admin = accounts.admin;

const block = (id: string, h1: string) => ({
  id,
  h1,
  p1: `${h1}: the first paragraph.`,
  p2: `${h1}: the second paragraph.`,
  img1: "/images/blocks/analytics.svg",
});

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => adminDb().doc(`services/${id}`).delete()));
});

/** A service of its own for each test, with two blocks. */
async function createService(name: string): Promise<string> {
  const ref = await adminDb()
    .collection("services")
    .add({
      name,
      des: "A service to edit.",
      img: "/images/services/seo.svg",
      bannerh: "Banner heading",
      bannerP: "Banner paragraph.",
      des1: [block("b1", "Audit"), block("b2", "Plan")],
      createdAt: FieldValue.serverTimestamp(),
    });
  created.push(ref.id);
  return ref.id;
}

const signedIn = (path: string, width: number) => openSignedIn(browser(), admin, path, width);

/** The detail blocks' headings on the service's page, in order. */
const blockHeadings = (page: Page) => page.locator("main article h2").allTextContents();

async function stored(id: string) {
  const data = (await adminDb().doc(`services/${id}`).get()).data() ?? {};
  return data as { name: string; des1: { id: string; h1: string; img1: string }[] };
}

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("the service editor at %i px", (width) => {
  it("renames a service and adds a block with a picture; its page shows both under the same link", async () => {
    const name = `Editable ${width} ${Date.now()}`;
    const id = await createService(name);
    const { page, context, errors } = await signedIn("/dashboard/manageServices", width);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const form = page.getByRole("form", { name: "Edit Service" });
    await expect.poll(() => form.getByLabel(/^Name/).inputValue()).toBe(name);

    const renamed = `${name} (renamed)`;
    await form.getByLabel(/^Name/).fill(renamed);
    await form.getByRole("button", { name: "Add block" }).click();
    const third = form.getByTestId("service-block").nth(2);
    await third.getByLabel(/^Block 3 heading/).fill("Results");
    await third.getByLabel(/^Block 3 first paragraph/).fill("Monthly reports you can read.");
    await third.getByLabel(/^Block 3 second paragraph/).fill("And a call to go through them.");
    await third.locator('input[type="file"]').setInputFiles({ ...PNG_FILE, name: "results.png" });
    await third.getByRole("img", { name: "Preview of the picture of Block 3" }).waitFor();
    await shoot(page, "service-editor");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("toast").filter({ hasText: "Service saved" }).first().waitFor();

    await expect.poll(async () => (await stored(id)).name).toBe(renamed);
    const saved = await stored(id);
    expect(saved.des1.map((b) => b.h1)).toEqual(["Audit", "Plan", "Results"]);
    expect(saved.des1[2]?.img1).toMatch(/^\/media\/[0-9a-f]{24}-1x1$/);

    await goto(page, `/services/services/${id}`);
    await page.getByText(renamed, { exact: true }).first().waitFor();
    await expect.poll(() => blockHeadings(page)).toEqual(["Audit", "Plan", "Results"]);
    const picture = page.locator("main article").nth(2).locator("img");
    await expect(picture.getAttribute("src")).resolves.toMatch(/^\/media\/[0-9a-f]{24}-1x1/);
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reorders two blocks; the service's page shows the new order", async () => {
    const name = `Reorder ${width} ${Date.now()}`;
    const id = await createService(name);
    const { page, context, errors } = await signedIn(`/dashboard/editService/${id}`, width);
    const form = page.getByRole("form", { name: "Edit Service" });
    await form.getByRole("button", { name: "Move down: Block 1" }).click();
    await expect.poll(() => form.getByLabel(/^Block 1 heading/).inputValue()).toBe("Plan");
    await shoot(page, "service-editor-reordered");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(async () => (await stored(id)).des1.map((b) => b.id)).toEqual(["b2", "b1"]);

    await goto(page, `/services/services/${id}`);
    await expect.poll(() => blockHeadings(page)).toEqual(["Plan", "Audit"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("leaving and adding", () => {
  it("asks before leaving unsaved changes, and stays when asked to", async () => {
    const name = `Unsaved ${Date.now()}`;
    const id = await createService(name);
    const { page, context } = await signedIn(`/dashboard/editService/${id}`, WIDTHS.desktop);
    const form = page.getByRole("form", { name: "Edit Service" });
    await form.getByLabel(/^Name/).fill(`${name} (not saved)`);
    await page.getByRole("link", { name: "View the service's page" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("You have unsaved changes.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/editService/${id}`);
    await expect(form.getByLabel(/^Name/).inputValue()).resolves.toBe(`${name} (not saved)`);

    await page.getByRole("link", { name: "View the service's page" }).click();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/services/services/${id}`);
    expect((await stored(id)).name).toBe(name);
    await context.close();
  });

  it("a new service from Add Service is offered to the editor for its blocks", async () => {
    const name = `Fresh ${Date.now()}`;
    const { page, context } = await signedIn("/dashboard/addServices", WIDTHS.desktop);
    const form = page.getByRole("form", { name: "Add Service" });
    await form.locator('input[type="file"]').setInputFiles({ ...PNG_FILE, name: "banner.png" });
    await form.getByRole("img", { name: "Preview of the chosen image" }).waitFor();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Heading/).fill("A heading");
    await form.getByLabel(/^Sub heading/).fill("A sub heading.");
    await form.getByLabel(/^Description/).fill("A description.");
    await form.getByRole("button", { name: "Add Service" }).click();
    await page.getByRole("link", { name: `Add detail blocks to ${name}` }).click();
    const snapshot = await adminDb().collection("services").where("name", "==", name).get();
    const id = snapshot.docs[0]?.id ?? "";
    created.push(id);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/editService/${id}`);
    const editor = page.getByRole("form", { name: "Edit Service" });
    await expect.poll(() => editor.getByLabel(/^Name/).inputValue()).toBe(name);
    await editor.getByRole("heading", { name: "Detail blocks (0 of 6)" }).waitFor();
    await context.close();
  });
});
