/**
 * The customer and admin dashboards in Chromium, with the rules and functions behind them:
 * live lists, dialogs before every destructive action, the admin guard, role changes reaching an
 * open browser, and screenshots of every dashboard page for both roles at 1280 and 390 px.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { PNG_FILE } from "../support/images.ts";
import { addOrder, adminAuth, adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import { goto, openSignedIn, shoot, useBrowser, waitForContent, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const admin = accounts.admin;
let customer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  [customer, other] = await Promise.all([
    createAccount("dash-customer"),
    createAccount("dash-other"),
  ]);
});

/** A signed-in page on `path`. */
const signedIn = (
  account: { email: string; password: string },
  path: string,
  width: number = WIDTHS.desktop,
) => openSignedIn(browser(), account, path, width);

const menu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" }).first();
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Marks the page's document, so that a later check can tell it was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__sameDocument = true;
  });
}

/** Whether the page still shows the document markDocument marked (no reload, no page load). */
function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as Record<string, unknown>).__sameDocument === true,
  );
}

async function acceptDialog(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText(question).waitFor();
  await dialog.getByRole("button", { name: "OK" }).click();
}

describe("customer dashboard", () => {
  it("shows the customer menu and the landing text", async () => {
    const { page, context } = await signedIn(customer, "/dashboard");
    await page.getByText("DashBoard", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    for (const item of ["Home", "My Orders", "Make Payment", "Add Review", "My Account"]) {
      await menu(page).getByRole("link", { name: item, exact: true }).waitFor();
    }
    await menu(page).getByRole("button", { name: "LogOut" }).waitFor();
    await expect(menu(page).getByRole("link", { name: "Manage Orders" }).count()).resolves.toBe(0);
    await goto(page, "/dashboard/makePayment");
    await page.getByText("This Area is Under Construction").waitFor();
    await context.close();
  });

  it("lists only the customer's own orders, live, and deletes one after the dialog", async () => {
    const othersOrder = await addOrder(other, { serviceName: "Ad Campaigns" });
    const { page, context } = await signedIn(customer, "/dashboard/myOrders");
    await page.getByText("You have not booked any service yet.").waitFor();

    const first = await addOrder(customer, { serviceName: "Web Design" });
    const second = await addOrder(customer, { serviceName: "Social Media Management" });
    await row(page, "Web Design").waitFor();
    await row(page, "Social Media Management").waitFor();
    await expect(page.locator(`[data-order-id="${othersOrder}"]`).count()).resolves.toBe(0);
    const headers = await page.getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "User Name",
      "User Email",
      "Service Name",
      "phone Number",
      "Date",
      "Status",
      "Next call",
      "Action",
    ]);
    await row(page, "Web Design").getByText("Pending").waitFor();
    await row(page, "Web Design").getByText("None booked").waitFor();

    await row(page, "Web Design")
      .getByRole("button", { name: /Delete/ })
      .click();
    await page.getByRole("alertdialog").getByText("Do you Want to Delete?").waitFor();
    expect((await adminDb().doc(`orders/${first}`).get()).exists).toBe(true);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    expect((await adminDb().doc(`orders/${first}`).get()).exists).toBe(true);

    await row(page, "Web Design")
      .getByRole("button", { name: /Delete/ })
      .click();
    await acceptDialog(page, "Do you Want to Delete?");
    await page.getByText("order Deleted").waitFor();
    await expect.poll(() => row(page, "Web Design").count()).toBe(0);
    await expect
      .poll(async () => (await adminDb().doc(`orders/${first}`).get()).exists)
      .toBe(false);
    expect((await adminDb().doc(`orders/${second}`).get()).exists).toBe(true);
    await context.close();
  });

  it("cannot open any admin page", async () => {
    const { page, context } = await signedIn(customer, "/dashboard");
    for (const path of [
      "makeAdmin",
      "manageOrders",
      "manageServices",
      "addServices",
      "manageReviews",
    ]) {
      await goto(page, `/dashboard/${path}`);
      await page.waitForURL("**/login");
    }
    await context.close();
  });

  it("adds a review that awaits approval: listed for its author and in Manage Reviews, not on the landing page", async () => {
    const text = `Great partner ${Date.now()}`;
    const { page, context } = await signedIn(customer, "/dashboard/addReview");
    const form = page.getByRole("form", { name: "Add Review" });
    await expect(form.getByLabel(/^Name/).inputValue()).resolves.toBe(customer.displayName);
    const select = form.getByLabel(/^Rating/);
    await expect(select.locator("option").allTextContents()).resolves.toEqual([
      "Rate your Number",
      "1",
      "2",
      "3",
      "3.5",
      "4",
      "4.5",
      "5",
    ]);
    await form.getByLabel(/^Review/).fill(text);
    await form.getByRole("button", { name: "Add Review" }).click();
    await form.getByText("Choose a rating").waitFor();
    const before = (await adminDb().collection("reviews").where("review", "==", text).get()).size;
    expect(before).toBe(0);

    await select.selectOption("4.5");
    await form.getByRole("button", { name: "Add Review" }).click();
    await page.getByText("Thank You for Your Valuable Review").waitFor();
    await page.getByText("once an admin has approved it").first().waitFor();
    await expect(form.getByLabel(/^Review/).inputValue()).resolves.toBe("");
    const stored = await adminDb().collection("reviews").where("review", "==", text).get();
    expect(stored.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        ratings: 4.5,
        uid: customer.uid,
        image: "/images/avatar-default.svg",
        status: "pending",
      }),
    ]);
    const awaiting = page.getByRole("region", { name: "Awaiting approval" });
    await awaiting.getByText(text).waitFor();

    await goto(page, "/");
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page.locator("#reviews").getByText("Priya Sharma").first().waitFor();
    await expect(page.locator("#reviews").getByText(text).count()).resolves.toBe(0);
    await context.close();

    const adminView = await signedIn(admin, "/dashboard/manageReviews");
    const adminRow = row(adminView.page, text);
    await adminRow.getByRole("img", { name: "Rated 4.5 out of 5" }).waitFor();
    await adminRow.getByText("Awaiting approval").waitFor();
    await adminRow
      .getByRole("button", { name: `Approve the review by ${customer.displayName}` })
      .waitFor();
    await adminView.context.close();
  });
});

describe("admin dashboard", () => {
  it("shows the admin menu", async () => {
    const { page, context } = await signedIn(admin, "/dashboard");
    for (const item of ["Home", "Make Admin", "Manage Orders", "Manage Services", "Add Services"]) {
      await menu(page).getByRole("link", { name: item, exact: true }).waitFor();
    }
    // Beside it, the number of reviews awaiting approval, when there are any.
    await menu(page)
      .getByRole("link", { name: /^Manage Reviews( \d+\+? awaiting approval)?$/ })
      .waitFor();
    await expect(menu(page).getByRole("link", { name: "My Orders" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("grants the role to a customer whose open dashboard switches menus, then revokes it", async () => {
    const target = await createAccount("dash-promoted");
    const targetView = await signedIn(target, "/dashboard");
    await menu(targetView.page).getByRole("link", { name: "My Orders" }).waitFor();

    const { page, context } = await signedIn(admin, "/dashboard/makeAdmin");
    const form = page.getByRole("form", { name: "Make Admin" });
    await form.getByLabel(/^Email/).fill(target.email);
    await form.getByRole("button", { name: "Add Admin" }).click();
    await acceptDialog(page, `Do you want to Make ${target.email} as a Admin`);
    await page.getByText("Admin Added").waitFor();
    await expect(form.getByLabel(/^Email/).inputValue()).resolves.toBe("");

    // The target's open page switches to the admin menu without signing in again.
    await menu(targetView.page)
      .getByRole("link", { name: "Manage Orders" })
      .waitFor({ timeout: 15_000 });
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBe(true);
    // The target opens an admin page (in the app, no page load) and stays there.
    await menu(targetView.page).getByRole("link", { name: "Manage Orders" }).click();
    await targetView.page.getByRole("heading", { name: "Manage Orders", level: 1 }).waitFor();
    await markDocument(targetView.page);

    await form.getByLabel(/^Email/).fill(target.email);
    await form.getByRole("button", { name: "Add Admin" }).click();
    await acceptDialog(page, `Do you want to Make ${target.email} as a Admin`);
    await page.getByText(`${target.email} is Already an Admin`).waitFor();

    await row(page, target.email)
      .getByRole("button", { name: `Revoke ${target.email}` })
      .click();
    await acceptDialog(page, `Do you want to remove the admin role from ${target.email}?`);
    await page.getByText("Admin Removed").waitFor();
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBeUndefined();
    // The target stays signed in: the admin page they were on gives way to the dashboard's home,
    // with the customer menu, in the same document (no sign-out, no reload).
    await menu(targetView.page)
      .getByRole("link", { name: "My Orders" })
      .waitFor({ timeout: 15_000 });
    await targetView.page.waitForURL((url) => url.pathname === "/dashboard");
    await targetView.page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    await expect(
      menu(targetView.page).getByRole("link", { name: "Manage Orders" }).count(),
    ).resolves.toBe(0);
    await expect(sameDocument(targetView.page)).resolves.toBe(true);
    await targetView.context.close();
    await context.close();
  });

  it("an admin revoked by another admin keeps the session: the open dashboard switches to the customer menu in place", async () => {
    const demoted = await createAccount("dash-demoted", { admin: true });
    const demotedView = await signedIn(demoted, "/dashboard");
    const { page } = demotedView;
    await menu(page).getByRole("link", { name: "Manage Orders" }).waitFor();
    await page.getByText(`${demoted.displayName} · Admin`).waitFor();
    await markDocument(page);

    const { page: adminPage, context } = await signedIn(admin, "/dashboard/makeAdmin");
    await row(adminPage, demoted.email)
      .getByRole("button", { name: `Revoke ${demoted.email}` })
      .click();
    await acceptDialog(adminPage, `Do you want to remove the admin role from ${demoted.email}?`);
    await adminPage.getByText("Admin Removed").waitFor();

    // In place: the same page, still signed in, now with the customer menu and cards.
    await menu(page).getByRole("link", { name: "My Orders" }).waitFor({ timeout: 15_000 });
    await page.getByText("Your admin role was removed").waitFor();
    for (const item of ["Make Payment", "Add Review"]) {
      await menu(page).getByRole("link", { name: item, exact: true }).waitFor();
    }
    await expect(menu(page).getByRole("link", { name: "Manage Orders" }).count()).resolves.toBe(0);
    await expect(menu(page).getAttribute("data-menu")).resolves.toBe("customer");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.getByText(demoted.displayName, { exact: true }).waitFor();
    await expect(sameDocument(page)).resolves.toBe(true);
    await shoot(page, "dashboard-revoked-in-place");

    // The session goes on: a customer page works without signing in again.
    await menu(page).getByRole("link", { name: "My Orders" }).click();
    await page.getByRole("heading", { name: "My Orders", level: 1 }).waitFor();
    await expect(sameDocument(page)).resolves.toBe(true);
    expect((await adminDb().doc(`users/${demoted.uid}`).get()).get("admin")).toBe(false);
    await demotedView.context.close();
    await context.close();
  });

  it("refuses to make an unverified account admin, and the Make Admin page says why", async () => {
    const squatter = await createAccount("dash-unverified", { verified: false });
    const { page, context } = await signedIn(admin, "/dashboard/makeAdmin");
    const form = page.getByRole("form", { name: "Make Admin" });
    await form.getByLabel(/^Email/).fill(squatter.email);
    await form.getByRole("button", { name: "Add Admin" }).click();
    await acceptDialog(page, `Do you want to Make ${squatter.email} as a Admin`);
    // Exactly the server's message, under the email field.
    await form
      .getByText(`${squatter.email} has not verified their email address yet`, { exact: true })
      .waitFor();
    await shoot(page, "dashboard-make-admin-unverified");
    // Neither the claim nor the mirror, nor an audit entry.
    expect((await adminAuth().getUser(squatter.uid)).customClaims?.admin).toBeUndefined();
    expect((await adminDb().doc(`users/${squatter.uid}`).get()).get("admin")).toBeUndefined();
    const audit = await adminDb()
      .collection("adminGrants")
      .where("target", "==", squatter.uid)
      .get();
    expect(audit.size).toBe(0);
    await expect(row(page, squatter.email).count()).resolves.toBe(0);
    await context.close();
  });

  it("confirms an order; the customer's open My Orders shows it delivered", async () => {
    const orderId = await addOrder(customer, { serviceName: "Search Engine Optimization" });
    const customerView = await signedIn(customer, "/dashboard/myOrders");
    const customerRow = customerView.page.locator(`[data-order-id="${orderId}"]`);
    await customerRow.getByText("Pending").waitFor();

    const { page, context } = await signedIn(admin, "/dashboard/manageOrders");
    const adminRow = page.locator(`[data-order-id="${orderId}"]`);
    await adminRow.getByRole("button", { name: /^Confirm/ }).click();
    await acceptDialog(page, "Do you want to confirm?");
    await page.getByText("Order Confirmed").waitFor();
    await expect.poll(() => adminRow.count()).toBe(0);
    await page.getByLabel("Show").selectOption("all");
    await adminRow.getByText("Service Delivered").waitFor();

    await customerRow.getByText("Service Delivered").waitFor({ timeout: 15_000 });
    await expect(customerRow.getByRole("button", { name: /Delete/ }).isDisabled()).resolves.toBe(
      true,
    );
    await expect
      .poll(async () => (await adminDb().doc(`orders/${orderId}`).get()).get("status") as string)
      .toBe("delivered");
    await customerView.context.close();
    await context.close();
  });

  it("adds a service with an image file, sees it on /services, then deletes it", async () => {
    const name = `Email Marketing ${Date.now()}`;
    const { page, context } = await signedIn(admin, "/dashboard/addServices");
    const form = page.getByRole("form", { name: "Add Service" });
    const file = form.locator('input[type="file"]');
    await file.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await form
      .getByText(
        "notes.txt is not a picture this site can use. Choose a PNG, JPEG, WebP, GIF or AVIF file.",
      )
      .waitFor();

    await file.setInputFiles({ ...PNG_FILE, name: "banner.png" });
    await form.getByRole("img", { name: "Preview of the chosen image" }).waitFor();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Heading/).fill("Newsletters people open");
    await form.getByLabel(/^Sub heading/).fill("Campaigns that land in the inbox and get read.");
    await form.getByLabel(/^Description/).fill("Email campaigns that bring customers back.");
    await form.getByRole("button", { name: "Add Service" }).click();
    await page.getByText("Successfully Added A New Service").waitFor();
    await expect(form.getByLabel(/^Name/).inputValue()).resolves.toBe("");
    const stored = await adminDb().collection("services").where("name", "==", name).get();
    expect(stored.size).toBe(1);
    expect(String(stored.docs[0]?.get("img"))).toMatch(/^\/media\/[0-9a-f]{24}-1x1$/);

    await goto(page, "/services");
    await page.getByRole("heading", { name }).waitFor();

    await goto(page, "/dashboard/manageServices");
    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await acceptDialog(page, "Do you Want to Delete?");
    const toast = page.getByTestId("toast").filter({ hasText: "Deleted" });
    await expect(toast.textContent()).resolves.toContain("Service  Deleted");
    await expect.poll(() => row(page, name).count()).toBe(0);
    await expect
      .poll(
        async () => (await adminDb().collection("services").where("name", "==", name).get()).size,
      )
      .toBe(0);
    await context.close();
  });

  it("deletes a review after the dialog", async () => {
    const text = `To be removed ${Date.now()}`;
    await adminDb().collection("reviews").add({
      name: "Removable",
      ratings: 3,
      review: text,
      image: "",
      uid: other.uid,
      createdAt: Timestamp.now(),
    });
    const { page, context } = await signedIn(admin, "/dashboard/manageReviews");
    await row(page, text).getByRole("button", { name: "Delete the review by Removable" }).click();
    await acceptDialog(page, "Do you Want to Delete?");
    await page.getByText("Review Removed").waitFor();
    await expect.poll(() => row(page, text).count()).toBe(0);
    await expect
      .poll(
        async () => (await adminDb().collection("reviews").where("review", "==", text).get()).size,
      )
      .toBe(0);
    await context.close();
  });
});

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("screenshots at %i px", (width) => {
  it("of every customer page", async () => {
    await addOrder(customer, { serviceName: "Ad Campaigns" });
    const { page, context } = await signedIn(customer, "/dashboard", width);
    for (const [path, text] of [
      ["", "WellCome to DashBoard"],
      ["myOrders", "My Orders"],
      ["makePayment", "Make Payment"],
      ["addReview", "Add Review"],
      ["account", "My Account"],
    ] as const) {
      await goto(page, `/dashboard/${path}`);
      await page.getByRole("heading", { name: text, level: 1 }).waitFor();
      await waitForContent(page);
      await shoot(page, `dashboard-customer-${path || "home"}`);
    }
    if (width === WIDTHS.phone) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "My Orders" }).waitFor();
      await shoot(page, "dashboard-customer-menu", { fullPage: false });
    }
    await context.close();
  });

  it("of every admin page", async () => {
    const { page, context } = await signedIn(admin, "/dashboard", width);
    for (const [path, text] of [
      ["", "WellCome to DashBoard"],
      ["makeAdmin", "Make Admin"],
      ["manageOrders", "Manage Orders"],
      ["manageServices", "Manage Services"],
      ["addServices", "Add Service"],
      ["manageReviews", "Manage Reviews"],
    ] as const) {
      await goto(page, `/dashboard/${path}`);
      await page.getByRole("heading", { name: text, level: 1 }).waitFor();
      await waitForContent(page);
      await shoot(page, `dashboard-admin-${path || "home"}`);
    }
    await context.close();
  });
});
