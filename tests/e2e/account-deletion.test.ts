/**
 * Deleting an account from the dashboard in Chromium, at 1280 and 390 px: a fresh customer with an
 * order and an approved review (shown on the landing page, which an anonymous visitor has open)
 * deletes their account on My Account, after typing DELETE; they land on the home page, signed
 * out, with a confirmation; the review leaves the visitor's open page and a fresh render of the
 * landing; an admin's Manage Orders still lists the order, without the customer's personal data.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { adminDb, authAccountExists, createAccount, type TestAccount } from "../support/admin.ts";
import {
  goto,
  openPage,
  openSignedIn,
  shoot,
  useBrowser,
  waitForContent,
  waitForFeed,
  WIDTHS,
} from "../support/e2e.ts";

const browser = useBrowser();

const PHONE = "+1 555 0199";
const ADDRESS = "17 Forget-Me Street";

/** What the customer leaves behind: their profile, one order and one approved review. */
async function seedCustomer(customer: TestAccount, review: string): Promise<string> {
  const now = Timestamp.now();
  await adminDb().doc(`users/${customer.uid}`).set({
    email: customer.email,
    displayName: customer.displayName,
    photoURL: "",
    createdAt: now,
  });
  await adminDb().collection("reviews").add({
    name: customer.displayName,
    ratings: 5,
    review,
    image: "",
    uid: customer.uid,
    status: "approved",
    createdAt: now,
  });
  const order = await adminDb().collection("orders").add({
    name: customer.displayName,
    email: customer.email,
    phoneNumber: PHONE,
    address: ADDRESS,
    serviceName: "Web Design",
    serviceId: "web-design",
    uid: customer.uid,
    status: "pending",
    createdAt: now,
  });
  // The order's emails (queued by the triggers) are part of what the deletion removes: let them
  // arrive first.
  await expect
    .poll(
      async () => (await adminDb().collection("mail").where("orderId", "==", order.id).get()).size,
    )
    .toBe(2);
  return order.id;
}

/** Waits until the element's animations (a dialog opening) have finished. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Waits until the landing page's reviews show (a seed review), scrolling them into view. */
async function reviewsShown(page: Page): Promise<void> {
  const reviews = page.locator("#reviews");
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByText("Priya Sharma").first().waitFor({ state: "attached" });
}

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("at %i px", (width) => {
  it("a customer deletes their account; the agency keeps the order without their data", async () => {
    const customer = await createAccount(`deleting-${width}`);
    const review = `Review by a leaving customer at ${width} px ${Date.now()}`;
    const orderId = await seedCustomer(customer, review);

    // An anonymous visitor has the landing page open, with the customer's review.
    const visitor = await openPage(browser(), "/", width);
    await reviewsShown(visitor.page);
    const onLanding = visitor.page.locator("#reviews").getByText(review);
    await onLanding.first().waitFor({ state: "attached", timeout: 15_000 });
    // Live before the other pages open (a page behind them may not be drawn, so the reviews
    // would never see that they are on screen).
    await waitForFeed(visitor.page, "latestReviews");
    await shoot(visitor.page, "account-review-before-deletion");

    // The customer opens My Account from the dashboard's menu.
    const opened = await openSignedIn(browser(), customer, "/dashboard", width);
    const { page } = opened;
    if (width === WIDTHS.phone) await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .filter({ visible: true })
      .getByRole("link", { name: "My Account" })
      .click();
    await page.getByRole("heading", { name: "My Account", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/account");
    const area = page.getByRole("region", { name: "Delete account" });
    await area.getByText("What we delete").waitFor();
    await area.getByText("What we keep").waitFor();
    await waitForContent(page);
    await shoot(page, "account-page");

    // Confirmation first: the destructive button works only once DELETE is typed.
    await area.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    const confirmField = dialog.getByLabel("Type DELETE to confirm");
    const destroy = dialog.getByRole("button", { name: "Delete my account" });
    await confirmField.waitFor();
    await expect(destroy.isDisabled()).resolves.toBe(true);
    await confirmField.fill("delete");
    await expect(destroy.isDisabled()).resolves.toBe(true);
    // Cancel leaves everything as it was.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await authAccountExists(customer.uid)).toBe(true);

    await area.getByRole("button", { name: "Delete account" }).click();
    await confirmField.fill("DELETE");
    await expect.poll(() => destroy.isEnabled()).toBe(true);
    await settled(dialog);
    await shoot(page, "account-delete-dialog", { fullPage: false });

    // A failure is said in the dialog, which stays open for another try.
    await page.route("**/deleteAccount", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { status: "UNAVAILABLE", message: "Try again" } }),
      }),
    );
    await destroy.click();
    await dialog
      .getByRole("alert")
      .getByText(
        "The service did not answer in time. Please try again to finish deleting your account.",
      )
      .waitFor();
    await shoot(page, "account-delete-error", { fullPage: false });
    expect(await authAccountExists(customer.uid)).toBe(true);
    await page.unroute("**/deleteAccount");
    await destroy.click();

    // Signed out, on the home page, with a confirmation.
    await page.getByText("Your account was deleted").waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    // The top bar's Login link (on phones it waits in the closed menu's place, hidden).
    await page
      .getByRole("link", { name: "Login", includeHidden: true })
      .first()
      .waitFor({ state: "attached" });
    await shoot(page, "account-deleted-home", { fullPage: false });
    await expect.poll(() => authAccountExists(customer.uid)).toBe(false);
    await goto(page, "/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");

    // The review is gone: from the visitor's open page (live) and from a fresh render.
    await expect.poll(() => onLanding.count()).toBe(0);
    const fresh = await openPage(browser(), `/?after-deletion=${Date.now()}`, width);
    await reviewsShown(fresh.page);
    await expect(fresh.page.locator("#reviews").getByText(review).count()).resolves.toBe(0);
    await shoot(fresh.page, "account-deleted-landing");

    // The agency keeps the order, without the customer's name, email, phone or address.
    const admin = await openSignedIn(browser(), accounts.admin, "/dashboard/manageOrders", width);
    const row = admin.page.locator(`[data-order-id="${orderId}"]`);
    await row.getByText("Deleted account").waitFor();
    await row.getByText("Web Design").waitFor();
    const shown = (await row.textContent()) ?? "";
    for (const personal of [customer.displayName, customer.email, PHONE, ADDRESS]) {
      expect(shown).not.toContain(personal);
    }
    await row
      .getByRole("button", { name: "Confirm the order of a deleted account for Web Design" })
      .waitFor();
    await waitForContent(admin.page);
    await shoot(admin.page, "account-deleted-manage-orders");

    expect(visitor.errors).toEqual([]);
    expect(opened.errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([
      visitor.context.close(),
      opened.context.close(),
      fresh.context.close(),
      admin.context.close(),
    ]);
  });
});
