/**
 * Review moderation in Chromium, at 1280 and 390 px: a customer posts a review; it waits for
 * approval (listed on their Add Review page, counted in the admin's menu, absent from the landing
 * page, which an anonymous visitor has open); an admin sees its account (address, age) and
 * approves it on Manage Reviews, and the visitor's open landing page shows it without a reload.
 */
import { describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { adminDb, createAccount } from "../support/admin.ts";
import { openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();

const signedIn = (account: { email: string; password: string }, path: string, width: number) =>
  openSignedIn(browser(), account, path, width);

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("at %i px", (width) => {
  it("a new review waits for an admin's approval, then appears on the open landing page", async () => {
    const customer = await createAccount(`moderated-${width}`);
    const text = `Moderated at ${width} px ${Date.now()}`;

    // An anonymous visitor has the landing page open on the reviews.
    const visitor = await openPage(browser(), "/", width);
    const reviews = visitor.page.locator("#reviews");
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByText("Priya Sharma").first().waitFor();

    // The customer posts a review.
    const author = await signedIn(customer, "/dashboard/addReview", width);
    const form = author.page.getByRole("form", { name: "Add Review" });
    await form.getByLabel(/^Rating/).selectOption("5");
    await form.getByLabel(/^Review/).fill(text);
    await form.getByRole("button", { name: "Add Review" }).click();
    await author.page.getByText("Thank You for Your Valuable Review").waitFor();
    await author.page
      .getByText("It will appear on our home page once an admin has approved it.")
      .first()
      .waitFor();
    const awaiting = author.page.getByRole("region", { name: "Awaiting approval" });
    await awaiting.getByText(text).waitFor();
    await shoot(author.page, "review-awaiting-approval");
    const stored = await adminDb().collection("reviews").where("review", "==", text).get();
    expect(stored.docs.map((d) => d.get("status") as string)).toEqual(["pending"]);
    const reviewId = stored.docs[0]?.id ?? "";

    // Not public: neither on the visitor's open page nor in a fresh render of the landing page.
    const fresh = await openPage(browser(), "/", width);
    await fresh.page.locator("#reviews").getByText("Priya Sharma").first().waitFor({
      state: "attached",
    });
    await expect(fresh.page.locator("#reviews").getByText(text).count()).resolves.toBe(0);
    await fresh.context.close();
    await expect(reviews.getByText(text).count()).resolves.toBe(0);

    // The admin sees it waiting, counted in the menu, and approves it.
    const admin = await signedIn(accounts.admin, "/dashboard/manageReviews", width);
    // A table row on wide screens, a card on phones.
    const row = admin.page.locator(`[data-review-id="${reviewId}"]`);
    await row.getByText(text).waitFor();
    await row.getByText("Awaiting approval").waitFor();
    // Beside it, who wrote it: the account's address and age (made moments ago, by this test).
    await row.getByText(customer.email).waitFor();
    await row.getByText(/^created (just now|\d+ minutes? ago)$/).waitFor();
    if (width === WIDTHS.desktop) {
      await admin.page
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: /^Manage Reviews \d+\+? awaiting approval$/ })
        .waitFor();
    }
    await shoot(admin.page, "manage-reviews-pending");
    await row
      .getByRole("button", { name: `Approve the review by ${customer.displayName}` })
      .click();
    const dialog = admin.page.getByRole("alertdialog");
    await dialog.getByText("Do you want to approve this review?").waitFor();
    await dialog.getByRole("button", { name: "OK" }).click();
    await admin.page.getByText("Review Approved").waitFor();
    await row.getByText("Approved", { exact: true }).waitFor();
    await expect(row.getByRole("button", { name: /^Approve/ }).count()).resolves.toBe(0);
    const reviewRef = adminDb().doc(`reviews/${reviewId}`);
    await expect.poll(async () => (await reviewRef.get()).get("status") as string).toBe("approved");

    // The visitor's open page shows it, live; the author's list no longer does.
    await reviews.getByText(text).first().waitFor({ state: "attached", timeout: 15_000 });
    await shoot(visitor.page, "landing-approved-review");
    await expect.poll(() => awaiting.getByText(text).count()).toBe(0);

    expect(visitor.errors).toEqual([]);
    expect(author.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([visitor.context.close(), author.context.close(), admin.context.close()]);
  });
});
