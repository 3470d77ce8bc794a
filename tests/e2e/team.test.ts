/**
 * Manage Team in Chromium at 1280 and 390 px: an admin adds a member with a picture file, edits
 * it, moves it up and removes it, and a visitor's landing page follows each step; unsaved changes
 * are not dropped without a question; customers are kept out. Screenshots of the editor.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { readTeamMember } from "../../functions/src/shared/documents.ts";
import { sortTeam } from "../../functions/src/shared/team.ts";
import { adminDb } from "../support/admin.ts";
import { goto, openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const admin = accounts.admin;

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function signedIn(
  account: { email: string; password: string },
  path: string,
  width: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openSignedIn(browser(), account, path, width);
  return { page, close: () => context.close() };
}

/** The names on the landing's team cards, in their order (the first line of each card). */
function landingNames(page: Page): Promise<string[]> {
  return page
    .locator("#team article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));
}

/** The names in Manage Team's list, in its order (from each row's Edit button). */
async function listedNames(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole("button", { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.replace(/^Edit /, ""));
}

/** The stored team in the landing's order. */
async function storedTeam() {
  const snapshot = await adminDb().collection("team").get();
  return sortTeam(snapshot.docs.map((doc) => readTeamMember(doc.id, doc.data())));
}

async function storedByName(name: string) {
  return (await storedTeam()).find((member) => member.nameDeg.startsWith(`${name},`));
}

async function answerDialog(page: Page, question: string, answer: "OK" | "Cancel") {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText(question).waitFor();
  await dialog.getByRole("button", { name: answer }).click();
  await dialog.waitFor({ state: "detached" });
}

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("Manage Team at %i px", (width) => {
  it("adds a member with a picture, edits and moves it, removes it: the landing follows", async () => {
    const name = `Nora Test${width}x${Date.now()}`;
    const editor = await signedIn(admin, "/dashboard/manageTeam", width);
    const { page } = editor;
    await page.getByRole("heading", { name: "Manage Team", level: 1 }).waitFor();
    await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(0);

    // The form checks its fields with the shared schema, inline.
    await page.getByRole("button", { name: "Add member" }).click();
    const form = page.getByRole("form", { name: "Add a team member" });
    await form.getByRole("button", { name: "Add member" }).click();
    await form.getByText("Name is required").waitFor();
    await form.getByText("Role is required").waitFor();
    await form.getByText("Image is required").waitFor();
    await form.getByLabel(/^Name/).fill("Chen, Maya");
    await form.getByText("Name cannot contain a comma").waitFor();

    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Role/).fill("Quality Lead");
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: PNG_1PX });
    await form.getByRole("img", { name: "Preview of the chosen picture" }).waitFor();
    await shoot(page, "manage-team-form");
    await form.getByRole("button", { name: "Add member" }).click();
    await page.getByText("Team member added").first().waitFor();
    await form.waitFor({ state: "detached" });

    // New members go last, with their picture stored apart (a reference, not inline data).
    await expect.poll(async () => (await listedNames(page)).at(-1)).toBe(name);
    const team = await storedTeam();
    const added = team.at(-1);
    expect(added?.nameDeg).toBe(`${name}, Quality Lead`);
    expect(added?.img).toMatch(/^\/media\/[0-9a-f]{24}-1x1$/);
    const before = team.at(-2);
    if (!added || !before) throw new Error("The team should have the new member and another");
    expect(added.order).toBeGreaterThan(before.order);
    const beforeName = before.nameDeg.split(",")[0] ?? "";
    await shoot(page, "manage-team");

    // A visitor's landing page shows it last.
    const visitor = await openPage(browser(), "/", width);
    await visitor.page.locator("#team").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await landingNames(visitor.page)).at(-1)).toBe(name);

    // Edit: the form starts from the stored values; the landing shows the new role.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const editForm = page.getByRole("form", { name: "Edit team member" });
    await expect(editForm.getByLabel(/^Name/).inputValue()).resolves.toBe(name);
    await editForm.getByLabel(/^Role/).fill("Head of Quality");
    await editForm.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Team member saved").first().waitFor();
    await expect
      .poll(async () => (await storedByName(name))?.nameDeg)
      .toBe(`${name}, Head of Quality`);
    await visitor.page.locator("#team").getByText("Head of Quality").waitFor();

    // Move up: it trades places with the member before it, on the list and on the landing.
    await page.getByRole("button", { name: `Move up ${name}` }).click();
    await expect.poll(async () => (await listedNames(page)).slice(-2)).toEqual([name, beforeName]);
    await expect
      .poll(async () => (await landingNames(visitor.page)).slice(-2))
      .toEqual([name, beforeName]);
    await expect.poll(async () => (await storedByName(name))?.order).toBe(before.order);
    await expect.poll(async () => (await storedByName(beforeName))?.order).toBe(added.order);

    // Remove asks first: Cancel keeps the member, OK removes it everywhere.
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await answerDialog(page, "Do you Want to Delete?", "Cancel");
    expect(await storedByName(name)).toBeDefined();
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await answerDialog(page, "Do you Want to Delete?", "OK");
    await page.getByText("Team member removed").first().waitFor();
    await expect.poll(async () => (await listedNames(page)).includes(name)).toBe(false);
    await expect.poll(async () => await storedByName(name)).toBeUndefined();
    await expect.poll(async () => (await landingNames(visitor.page)).includes(name)).toBe(false);

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await editor.close();
  });
});

describe("Manage Team", () => {
  it("asks before dropping unsaved changes, and keeps them when told to stay", async () => {
    const { page, close } = await signedIn(admin, "/dashboard/manageTeam", WIDTHS.desktop);
    await page.getByRole("button", { name: "Add member" }).click();
    const form = page.getByRole("form", { name: "Add a team member" });
    await form.getByLabel(/^Name/).fill("Unsaved Person");

    const menu = page.getByRole("navigation", { name: "Dashboard" }).first();
    await menu.getByRole("link", { name: "Manage Services" }).click();
    await answerDialog(page, "You have unsaved changes. Leave without saving them?", "Cancel");
    expect(new URL(page.url()).pathname).toBe("/dashboard/manageTeam");
    await expect(form.getByLabel(/^Name/).inputValue()).resolves.toBe("Unsaved Person");

    // Cancelling the form asks too.
    await form.getByRole("button", { name: "Cancel" }).click();
    await answerDialog(page, "You have unsaved changes. Leave without saving them?", "Cancel");
    await form.waitFor();

    await menu.getByRole("link", { name: "Manage Services" }).click();
    await answerDialog(page, "You have unsaved changes. Leave without saving them?", "OK");
    await page.waitForURL("**/dashboard/manageServices");
    expect(await storedByName("Unsaved Person")).toBeUndefined();
    await close();
  });

  it("is the admin menu's last item, and keeps customers out", async () => {
    const adminPage = await signedIn(admin, "/dashboard", WIDTHS.desktop);
    const menu = adminPage.page.getByRole("navigation", { name: "Dashboard" }).first();
    await menu.getByRole("link", { name: "Manage Team" }).waitFor();
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels.at(-1)).toBe("Manage Team");
    await adminPage.close();

    const { page, close } = await signedIn(accounts.customer, "/dashboard", WIDTHS.desktop);
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    const customerMenu = page.getByRole("navigation", { name: "Dashboard" }).first();
    await customerMenu.getByRole("link", { name: "My Orders" }).waitFor();
    expect(await customerMenu.getByRole("link", { name: "Manage Team" }).count()).toBe(0);
    await goto(page, "/dashboard/manageTeam");
    await page.waitForURL("**/login");
    expect(await page.getByRole("heading", { name: "Manage Team" }).count()).toBe(0);
    await close();
  });
});
