/**
 * The public pages in a Chromium that runs no script (`javaScriptEnabled: false`), as a visitor
 * whose scripts have not arrived yet gets them: the phone menu opens and its links work, the
 * contact form posts to the landing's route action (inline messages for bad input, the thank-you
 * and a stored message for good input, the same hourly limit as the API) with its page's token,
 * beside a honeypot nobody sees or reaches with Tab; links and the services list work. Then,
 * with scripts, a menu opened before the page hydrated keeps working after.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { RATE_LIMITS } from "../../functions/src/shared/limits.ts";
import { services } from "../../scripts/seed/data.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { adminDb } from "../support/admin.ts";
import { clearClientLimits, useUpClientHour } from "../support/client-limits.ts";
import { openUnhydrated, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();

beforeAll(clearClientLimits);
afterAll(clearClientLimits);

/** A page at `width` in a context that runs none of the site's scripts. */
async function openWithoutScripts(
  path: string,
  width: number = WIDTHS.phone,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    baseURL: URLS.hosting,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const messageCount = async () =>
  (await adminDb().collection("messages").count().get()).data().count;

async function fillContact(page: Page, fields: Record<string, string>) {
  const form = page.getByRole("form", { name: "Get In Touch" });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label).fill(value);
  }
  return form;
}

describe("without scripts", () => {
  it("opens the phone menu with HTML alone, and its links work", async () => {
    const { context, page } = await openWithoutScripts("/services");
    const menu = page.getByRole("banner").locator("details");
    const drawer = menu.getByRole("navigation", { name: "Main" });
    await expect(drawer.isVisible()).resolves.toBe(false);
    await page.getByRole("banner").getByLabel("Open menu").click();
    await expect(menu.getAttribute("open")).resolves.toBe("");
    for (const label of ["Home", "Services", "About", "Team", "Reviews", "Contact"]) {
      await expect(
        drawer.getByRole("link", { name: label, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    await expect(page.getByRole("heading", { name: "Menu" }).isVisible()).resolves.toBe(true);
    await shoot(page, "menu-without-scripts", { fullPage: false });
    // Tapping the menu button (now its close button) closes it.
    await page.getByRole("banner").getByLabel("Open menu").click();
    await expect(drawer.isVisible()).resolves.toBe(false);
    // A link goes to its page.
    await page.getByRole("banner").getByLabel("Open menu").click();
    await drawer.getByRole("link", { name: "Team", exact: true }).click();
    await page.waitForURL("**/home#team");
    await page.locator("#team").waitFor();
    await page.getByRole("banner").getByLabel("Open menu").click();
    await drawer.getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForURL("**/services");
    await page.getByRole("heading", { name: "Services We Offer" }).waitFor();
    await context.close();
  });

  it("lists the services, and their links and the top bar's work", async () => {
    const { context, page } = await openWithoutScripts("/services", WIDTHS.desktop);
    for (const service of services) {
      await page.getByRole("heading", { name: service.name }).waitFor();
      await expect(
        page.getByRole("link", { name: `Learn More about ${service.name}` }).getAttribute("href"),
      ).resolves.toBe(`/services/services/${service.id}`);
    }
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await page.waitForURL("**/home");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await context.close();
  });

  it("posts the page's token, and has a honeypot nobody sees or reaches with Tab", async () => {
    const { context, page } = await openWithoutScripts("/", WIDTHS.desktop);
    const form = page.getByRole("form", { name: "Get In Touch" });
    await expect(
      form.locator('input[type="hidden"][name="formToken"]').inputValue(),
    ).resolves.toMatch(/^v1\.\d+\.[\w-]{22}\.[\w-]{43}$/);
    const honeypot = form.locator('input[name="contact_extra"]');
    await expect(honeypot.count()).resolves.toBe(1);
    // Off screen, and not in the accessibility tree (its wrapper is aria-hidden).
    const box = await honeypot.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect(
      page.getByRole("textbox", { name: /Leave this field empty/, includeHidden: false }).count(),
    ).resolves.toBe(0);
    // Tab goes from field to field and on to the button, and back out of the form, never to it.
    const focused = async () => {
      const element = page.locator(":focus");
      return (await element.getAttribute("name")) ?? (await element.textContent()) ?? "";
    };
    await form.getByLabel("Full name").focus();
    const forward: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press("Tab");
      forward.push((await focused()).trim());
    }
    expect(forward).toEqual(["email", "subject", "phone", "message", "Send Now"]);
    await form.getByLabel("Full name").focus();
    await page.keyboard.press("Shift+Tab");
    await expect(form.locator(":focus").count()).resolves.toBe(0);
    await context.close();
  });

  it("shows the inline messages for bad input, keeps what was typed, and stores nothing", async () => {
    const before = await messageCount();
    const { context, page } = await openWithoutScripts("/");
    const form = await fillContact(page, { "Full name": "No Script", Email: "not-an-email" });
    await form.getByRole("button", { name: "Send Now" }).click();
    await page.waitForLoadState("load");
    const answered = page.getByRole("form", { name: "Get In Touch" });
    for (const message of [
      "Enter a valid email address",
      "Subject is required",
      "Phone is required",
      "Message is required",
    ]) {
      await answered.getByText(message).waitFor();
    }
    await expect(answered.getByText("Full name is required").count()).resolves.toBe(0);
    await expect(answered.getByLabel("Full name").inputValue()).resolves.toBe("No Script");
    await expect(answered.getByLabel("Email").getAttribute("aria-invalid")).resolves.toBe("true");
    // The answer comes back at the form.
    expect(new URL(page.url()).hash).toBe("#contactUs");
    // The viewport, at the form (a full-page shot scrolls with a script, which this page runs none of).
    await shoot(page, "contact-errors-without-scripts", { fullPage: false });
    expect(await messageCount()).toBe(before);
    await context.close();
  });

  it("stores a good message as the API does and shows the thank-you", async () => {
    const { context, page } = await openWithoutScripts("/home");
    const subject = `Sent without scripts ${Date.now()}`;
    const form = await fillContact(page, {
      "Full name": "Plain Visitor",
      Email: "plain@example.com",
      Subject: subject,
      Phone: "+1 555 0123",
      Message: "Posted by a browser that runs no script.",
    });
    await form.getByRole("button", { name: "Send Now" }).click();
    await page.getByText("Thank you, your message has been sent").waitFor();
    const stored = await adminDb().collection("messages").where("subject", "==", subject).get();
    expect(stored.size).toBe(1);
    const data = stored.docs[0]?.data() ?? {};
    expect(Object.keys(data).sort()).toEqual(
      [
        "appCheckVerified",
        "createdAt",
        "email",
        "fullName",
        "message",
        "phone",
        "read",
        "subject",
      ].sort(),
    );
    expect(data).toMatchObject({
      fullName: "Plain Visitor",
      email: "plain@example.com",
      phone: "+1 555 0123",
      message: "Posted by a browser that runs no script.",
      read: false,
      // A plain post carries no App Check token: the inbox marks it.
      appCheckVerified: false,
    });
    await context.close();
  });

  it("counts against the same hourly budget as the API, and says so", async () => {
    onTestFinished(clearClientLimits);
    await useUpClientHour(RATE_LIMITS.messagesPerHourPerClient);
    const before = await messageCount();
    const { context, page } = await openWithoutScripts("/");
    const form = await fillContact(page, {
      "Full name": "Over Limit",
      Email: "over@example.com",
      Subject: "One too many",
      Phone: "+1 555 0124",
      Message: "This one is past the hour's limit.",
    });
    await form.getByRole("button", { name: "Send Now" }).click();
    await page.getByText("Message limit reached").waitFor();
    expect(await messageCount()).toBe(before);
    await context.close();
  });
});

describe("with scripts", () => {
  it("keeps a menu opened before the page hydrated open, then closes it on a link", async () => {
    const { context, page, errors, hydrate } = await openUnhydrated(browser(), "/", {
      width: WIDTHS.phone,
      height: 844,
    });
    await page.getByRole("banner").getByLabel("Open menu").click();
    const drawer = page.getByRole("banner").locator("details").getByRole("navigation");
    await drawer.getByRole("link", { name: "Team", exact: true }).waitFor();
    await hydrate();
    await expect(drawer.isVisible()).resolves.toBe(true);
    // Escape closes it once the page has hydrated; the button and its modal drawer take over.
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Team", exact: true }).click();
    await page.waitForURL("**/home#team");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
