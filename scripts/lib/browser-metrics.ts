/** Figures the bench reads from a real Chromium: the landing's JS heap, a customer session's JS. */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../tests/support/browser.ts";
import { gzipKb } from "./budgets.ts";
import { phoneContext, signInThroughForm } from "./observed.ts";

async function settle(page: Page, ms: number): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForTimeout(ms);
}

/** JS heap in use (MB) after the landing page has loaded and settled, once per run. */
export async function landingHeapMb(browser: Browser, runs = 3): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto("/");
    await settle(page, 3000);
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value;
    if (used === undefined) throw new Error("Chromium reported no JSHeapUsedSize");
    values.push(used / 1024 / 1024);
    await context.close();
  }
  return values;
}

/** The JS (KB, gzip) a customer's visit loads: landing, login, booking a service, My Orders. */
export async function customerSessionJsKb(
  browser: Browser,
  customer: { email: string; password: string },
  serviceId: string,
): Promise<{ kb: number; files: number }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script" && pathname.startsWith("/assets/")) {
      scripts.add(pathname.slice(1));
    }
  });
  await page.goto("/");
  await settle(page, 1000);
  // On a phone the Login link sits in the menu drawer.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Login" }).click();
  await signInThroughForm(page, customer);
  await page.goto(`/services/services/${serviceId}`);
  const booking = page.getByRole("form", { name: "Book this service" });
  await booking.getByLabel("Phone").fill("+1 555 0100");
  await booking.getByLabel("Address").fill("1 Bench Street");
  await booking.getByRole("button", { name: "Book Now" }).click();
  await page
    .getByText(/Thank You for Choosing/)
    .first()
    .waitFor();
  await page.goto("/dashboard/myOrders");
  await page.getByRole("heading", { name: "My Orders" }).waitFor();
  await settle(page, 1000);
  await context.close();
  const kb = [...scripts].reduce((sum, file) => sum + gzipKb(path.normalize(file)), 0);
  return { kb, files: scripts.size };
}

export { launchChromium };
