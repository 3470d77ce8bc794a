/**
 * The production build, served by the Hosting emulator, renders in Chromium and shows live
 * Firestore data from the emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { URLS } from "../../scripts/lib/config.ts";
import { services } from "../../scripts/seed/data.ts";
import { launchChromium, screenshot } from "../support/browser.ts";

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe("the site on the Hosting emulator", () => {
  it("renders the page and the seeded services", async () => {
    if (!browser) throw new Error("Chromium did not start");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${URLS.hosting}/`);
    await expect(page.title()).resolves.toBe("Bluepeak Digital");
    await page.getByRole("heading", { name: "Services We Offer" }).waitFor();
    for (const service of services) {
      await page
        .getByRole("heading", { name: service.name, exact: true })
        .waitFor({ timeout: 15_000 });
    }
    await screenshot(page, "smoke-home-1280");
    expect(errors).toEqual([]);
    await page.close();
  });
});
