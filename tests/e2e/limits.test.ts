/**
 * The hourly limits as a user meets them in Chromium: a booking, a review or a contact message
 * past the limit is refused with a message under the form that says why, and nothing is written.
 * The hour is used up beforehand through the Admin SDK (the counters of
 * functions/src/shared/limits.ts), as if the user had just written that many.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, onTestFinished } from "vitest";
import { RATE_LIMITS } from "../../functions/src/shared/limits.ts";
import { adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import { clearClientLimits, useUpClientHour } from "../support/client-limits.ts";
import { openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();

/** `uid`'s counter of `kind`, full, as if the window had begun ten minutes ago. */
async function useUpHour(path: string, count: number): Promise<void> {
  const start = Timestamp.fromMillis(Date.now() - 10 * 60_000);
  await adminDb().doc(path).set({ windowStart: start, count, last: "earlier", at: start });
}

const signedIn = (account: TestAccount, path: string, width: number) =>
  openSignedIn(browser(), account, path, width);

// The refusals come from the server and read the same at any width: each form is checked at one,
// the phone for two of them and the desktop for the third.
describe("past the hourly limit", () => {
  it("refuses a booking past the hourly limit, says why under the form, and books nothing", async () => {
    const width = WIDTHS.phone;
    const customer = await createAccount(`limit-booking-${width}`);
    const { page, context, errors } = await signedIn(
      customer,
      "/services/services/web-design",
      width,
    );
    const form = page.getByRole("form", { name: "Book this service" });
    await form.getByLabel("Phone").fill("+1 555 0190");
    await form.getByLabel("Address").fill("9 Limit Avenue");
    await useUpHour(`users/${customer.uid}/limits/orders`, RATE_LIMITS.ordersPerHour);
    await form.getByRole("button", { name: "Book Now" }).click();
    const refused = form.locator('[data-booking-outcome="limited"]');
    await refused
      .getByText(
        `You have booked ${RATE_LIMITS.ordersPerHour} services in the last hour. Please try again later.`,
      )
      .waitFor();
    await shoot(page, "booking-limit-reached");
    const orders = await adminDb().collection("orders").where("uid", "==", customer.uid).get();
    expect(orders.size).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a review past the hourly limit, says why under the form, and stores nothing", async () => {
    const width = WIDTHS.desktop;
    const customer = await createAccount(`limit-review-${width}`);
    const { page, context, errors } = await signedIn(customer, "/dashboard/addReview", width);
    await useUpHour(`users/${customer.uid}/limits/reviews`, RATE_LIMITS.reviewsPerHour);
    const form = page.getByRole("form", { name: "Add Review" });
    await form.getByLabel(/^Rating/).selectOption("4");
    await form.getByLabel(/^Review/).fill("One review too many.");
    await form.getByRole("button", { name: "Add Review" }).click();
    await form
      .locator('[data-review-outcome="limited"]')
      .getByText(
        `You have posted ${RATE_LIMITS.reviewsPerHour} reviews in the last hour. Please try again later.`,
      )
      .waitFor();
    await shoot(page, "review-limit-reached");
    const reviews = await adminDb().collection("reviews").where("uid", "==", customer.uid).get();
    expect(reviews.size).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a contact message past the hourly limit of its client, says why, stores nothing", async () => {
    const width = WIDTHS.phone;
    const { page, context, errors } = await openPage(browser(), "/home#contactUs", width);
    // On the emulators every caller is one client; its hour is used up for this test only.
    await useUpClientHour(RATE_LIMITS.messagesPerHourPerClient);
    onTestFinished(clearClientLimits);
    const subject = `Limited ${width} ${Date.now()}`;
    const form = page.getByRole("form", { name: "Get In Touch" });
    await form.getByLabel("Full name").fill("Lena Limit");
    await form.getByLabel("Email").fill("lena@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Phone").fill("+1 555 0191");
    await form.getByLabel("Message").fill("Is anyone there?");
    await form.getByRole("button", { name: "Send Now" }).click();
    await form
      .locator('[data-contact-outcome="limited"]')
      .getByText(
        `You have sent ${RATE_LIMITS.messagesPerHourPerClient} messages in the last hour. Please try again later.`,
      )
      .waitFor();
    await expect(form.getByLabel("Subject").inputValue()).resolves.toBe(subject);
    await shoot(page, "contact-limit-reached");
    const stored = await adminDb().collection("messages").where("subject", "==", subject).get();
    expect(stored.size).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
