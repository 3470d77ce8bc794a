/**
 * axe-core on every route, signed out, as the customer and as the admin (and the dashboard with
 * the email-verification notice), at 1280 and 390 px:
 * WCAG 2.0/2.1/2.2 A and AA and axe's best practices, 0 violations. Each page is scrolled through
 * first, so the sections that start near the viewport (team, reviews carousel) are checked too,
 * and the phone menu is checked open.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { FieldValue } from "firebase-admin/firestore";
import { adminDb, createAccount } from "../support/admin.ts";
import { axeViolations as violations } from "../support/axe.ts";
import {
  goto,
  openPage,
  openSignedIn,
  settle,
  useBrowser,
  waitForContent,
  WIDTHS,
} from "../support/e2e.ts";

const browser = useBrowser();

const PUBLIC = [
  "/",
  "/services",
  "/insights",
  "/insights/bakery-local-growth",
  "/login",
  "/signUp",
  "/no-such-page",
];
const SERVICE = "/services/services/web-design";
const CUSTOMER = [
  "/dashboard",
  "/dashboard/myOrders",
  "/dashboard/myCalls",
  "/dashboard/bookCall",
  "/dashboard/makePayment",
  "/dashboard/addReview",
  "/dashboard/account",
];
const ADMIN = [
  "/dashboard",
  "/dashboard/manageOrders",
  "/dashboard/manageServices",
  "/dashboard/addServices",
  "/dashboard/editService/web-design",
  "/dashboard/manageReviews",
  "/dashboard/messages",
  "/dashboard/makeAdmin",
  "/dashboard/manageTeam",
  "/dashboard/manageArticles",
  "/dashboard/addArticle",
  "/dashboard/editArticle/bakery-local-growth",
];

/** Waits until the page shows its content rather than a loading state. */
async function ready(page: Page): Promise<void> {
  await page.locator("h1, h2").first().waitFor();
  await waitForContent(page);
}

async function checkRoutes(page: Page, paths: string[], role: string): Promise<string[]> {
  const report: string[] = [];
  for (const path of paths) {
    // The page a test opened on is checked as it loaded.
    if (new URL(page.url()).pathname !== path) await goto(page, path);
    await ready(page);
    await settle(page);
    for (const line of await violations(page)) report.push(`${role} ${path}: ${line}`);
  }
  return report;
}

/** On a phone, the top bar's menu button opens the menu drawer: checked open as well. */
async function checkPhoneMenu(page: Page, role: string): Promise<string[]> {
  if ((page.viewportSize()?.width ?? 0) >= 600) return [];
  await goto(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").waitFor();
  return (await violations(page)).map((line) => `${role} / (menu open): ${line}`);
}

/**
 * Each tour loads, scrolls and checks up to 12 pages, axe taking a second or more a page on a
 * busy 2-core machine: vitest's 60 s for one test is no bound for that.
 */
const TOUR = { timeout: 300_000 };

describe.each(Object.entries(WIDTHS))("accessibility at %s width", TOUR, (_label, width) => {
  it("has no axe violations on the public pages, signed out", async () => {
    const { page, context } = await openPage(browser(), "/", width);
    const report = [
      ...(await checkRoutes(page, PUBLIC, "visitor")),
      ...(await checkPhoneMenu(page, "visitor")),
    ];
    await context.close();
    expect(report).toEqual([]);
  });

  it("has no axe violations as the customer", async () => {
    const { page, context } = await openSignedIn(browser(), accounts.customer, "/", width);
    const report = [
      ...(await checkRoutes(page, [...PUBLIC.slice(0, 2), SERVICE, ...CUSTOMER], "customer")),
      ...(await checkPhoneMenu(page, "customer")),
    ];
    await context.close();
    expect(report).toEqual([]);
  });

  it("has no axe violations on the dashboard of an account that has not verified its email", async () => {
    const unverified = await createAccount("a11y-unverified", { verified: false });
    const { page, context } = await openSignedIn(browser(), unverified, "/dashboard", width);
    await page.getByRole("region", { name: "Email verification" }).waitFor();
    const report = await checkRoutes(page, ["/dashboard"], "unverified");
    await context.close();
    expect(report).toEqual([]);
  });

  it("has no axe violations as the admin", async () => {
    // Manage Reviews shows Approve and a status badge on a pending review: have one too.
    await adminDb().collection("reviews").add({
      name: "Axe Reviewer",
      ratings: 4,
      review: "A review awaiting approval, so Manage Reviews is checked with one.",
      image: "",
      uid: "axe-reviewer",
      status: "pending",
      createdAt: FieldValue.serverTimestamp(),
    });
    // Messages shows unread messages on a tinted card: have one, whatever ran before.
    await adminDb()
      .collection("messages")
      .add({
        fullName: "Axe Visitor",
        email: "axe.visitor@example.com",
        phone: "+1 555 0100",
        subject: `Accessibility check at ${width} px`,
        message: "An unread message, so the inbox is checked with one.",
        read: false,
        createdAt: FieldValue.serverTimestamp(),
      });
    const { page, context } = await openSignedIn(browser(), accounts.admin, "/", width);
    const report = [
      ...(await checkRoutes(page, [...PUBLIC.slice(0, 2), SERVICE, ...ADMIN], "admin")),
      ...(await checkPhoneMenu(page, "admin")),
    ];
    await context.close();
    expect(report).toEqual([]);
  });
});
