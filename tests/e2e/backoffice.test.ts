/**
 * The back office in Chromium: the contact inbox (live, unread count, mark read, delete after the
 * dialog) and Manage Orders over 200 orders (pages of 25, "Load more", status filter, email search).
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { adminDb } from "../support/admin.ts";
import { openPage, openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const admin = accounts.admin;
const stamp = Date.now();
const bulkEmail = `bulk-${stamp}@agency.test`;
const fewEmail = `few-${stamp}@agency.test`;
const created: string[] = [];

beforeAll(async () => {
  const orders = adminDb().collection("orders");
  const batch = adminDb().batch();
  for (let i = 0; i < 200; i += 1) {
    const ref = orders.doc();
    created.push(ref.id);
    batch.set(ref, {
      name: `Bulk ${i}`,
      email: bulkEmail,
      phoneNumber: "+1 555 0150",
      address: "200 Bulk Avenue",
      serviceName: "Web Design",
      serviceId: "web-design",
      uid: `bulk-${stamp}`,
      status: i % 4 === 0 ? "delivered" : "pending",
      createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
    });
  }
  for (let i = 0; i < 3; i += 1) {
    const ref = orders.doc();
    created.push(ref.id);
    batch.set(ref, {
      name: `Few ${i}`,
      email: fewEmail,
      phoneNumber: "+1 555 0151",
      address: "3 Few Lane",
      serviceName: "Ad Campaigns",
      serviceId: "ad-campaigns",
      uid: `few-${stamp}`,
      status: i === 0 ? "delivered" : "pending",
      createdAt: Timestamp.fromMillis(Date.now() - 500_000 - i * 1000),
    });
  }
  await batch.commit();
});

afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of created) batch.delete(adminDb().doc(`orders/${id}`));
  await batch.commit();
});

const signedInAdmin = (path: string, width: number = WIDTHS.desktop) =>
  openSignedIn(browser(), admin, path, width);

const orderRows = (page: Page) => page.locator("[data-order-id]");

/** The number the Messages menu item shows (0 when it shows none). */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByRole("navigation", { name: "Dashboard" }).getByLabel(/unread$/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace("+", "") ?? 0);
}

describe("inbox", () => {
  it("shows a contact message within seconds; read state and delete work", async () => {
    const { page, context } = await signedInAdmin("/dashboard/messages");
    await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: /^Messages/ })
      .waitFor();
    const unread = await adminDb().collection("messages").where("read", "==", false).count().get();
    const before = unread.data().count;
    await expect.poll(() => unreadCount(page)).toBe(before);

    const subject = `Inbox test ${stamp}`;
    const visitor = await openPage(browser(), "/home#contactUs");
    const form = visitor.page.getByRole("form", { name: "Get In Touch" });
    await form.getByLabel("Full name").fill("Ines Inbox");
    await form.getByLabel("Email").fill("ines@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Phone").fill("+1 555 0177");
    await form.getByLabel("Message").fill("Please call me about a redesign.\nThanks!");
    await form.getByRole("button", { name: "Send Now" }).click();
    await visitor.page.getByText("Thank you, your message has been sent").waitFor();
    await visitor.context.close();

    const item = page.getByRole("article", { name: `Message from Ines Inbox: ${subject}` });
    await item.waitFor({ timeout: 10_000 });
    await item.getByText("Unread").waitFor();
    // Sent while App Check is not enforced (the emulators): marked as such.
    await item
      .getByRole("note", { name: "Sent without the site's check: may be automated" })
      .waitFor();
    await item.getByText("ines@example.com").waitFor();
    // "Received 8 Dec 2026, 14:05", in the browser's zone (functions/src/shared/format/dates.ts).
    await item.getByText(/^Received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/).waitFor();
    await expect.poll(() => unreadCount(page)).toBe(before + 1);

    await item.getByRole("button", { name: "Show message" }).click();
    await item.getByText("Please call me about a redesign.").waitFor();
    await shoot(page, "dashboard-admin-messages");

    await item.getByRole("button", { name: "Mark read" }).click();
    await expect.poll(() => unreadCount(page)).toBe(before);
    await item.getByRole("button", { name: "Mark unread" }).waitFor();

    const stored = await adminDb().collection("messages").where("subject", "==", subject).get();
    const id = stored.docs[0]?.id ?? "";
    // The page shows the change at once (local write); the server has it a moment later.
    await expect
      .poll(async () => (await adminDb().doc(`messages/${id}`).get()).get("read") as boolean)
      .toBe(true);
    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByText("Do you Want to Delete?").waitFor();
    expect((await adminDb().doc(`messages/${id}`).get()).exists).toBe(true);
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
    await expect.poll(() => item.count()).toBe(0);
    await expect.poll(async () => (await adminDb().doc(`messages/${id}`).get()).exists).toBe(false);
    await context.close();
  });

  it("marks the messages whose sender did not pass App Check, and only those", async () => {
    const at = Timestamp.now();
    const sent = {
      "passed App Check": true,
      "failed App Check": false,
      "stored before the mark": undefined,
    };
    const refs = Object.entries(sent).map(([label, appCheckVerified]) => ({
      label,
      appCheckVerified,
      ref: adminDb().collection("messages").doc(),
    }));
    await Promise.all(
      refs.map(({ label, appCheckVerified, ref }) =>
        ref.set({
          fullName: "Mark Tester",
          email: "mark@example.com",
          subject: `${label} ${stamp}`,
          phone: "+1 555 0178",
          message: "Hello.",
          read: false,
          createdAt: at,
          ...(appCheckVerified === undefined ? {} : { appCheckVerified }),
        }),
      ),
    );
    const { page, context } = await signedInAdmin("/dashboard/messages");
    for (const { label, appCheckVerified } of refs) {
      const item = page.getByRole("article", {
        name: `Message from Mark Tester: ${label} ${stamp}`,
      });
      await item.waitFor();
      const mark = item.getByRole("note", {
        name: "Sent without the site's check: may be automated",
      });
      await expect(mark.count()).resolves.toBe(appCheckVerified === true ? 0 : 1);
      if (appCheckVerified !== true) {
        await expect(mark.textContent()).resolves.toBe(
          "Sent without the site's check: may be automated",
        );
      }
    }
    await shoot(page, "dashboard-admin-messages-app-check");
    await Promise.all(refs.map(({ ref }) => ref.delete()));
    await context.close();
  });
});

describe("Manage Orders with 200 more orders", () => {
  it("pages by 25, filters by status and finds a customer's orders by email", async () => {
    const { page, context } = await signedInAdmin("/dashboard/manageOrders");
    // A cold load of the dashboard: wait for the first page of orders before counting.
    await orderRows(page).first().waitFor();
    await expect.poll(() => orderRows(page).count()).toBe(25);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => orderRows(page).count()).toBe(50);
    await expect(page.getByText("Pending", { exact: true }).count()).resolves.toBe(50);

    await page.getByLabel("Show").selectOption("delivered");
    await expect.poll(() => orderRows(page).count()).toBe(25);
    await expect(page.getByText("Service Delivered", { exact: true }).count()).resolves.toBe(25);

    await page.getByLabel("Show").selectOption("all");
    await page.getByLabel("Customer email").fill(fewEmail.toUpperCase());
    await page.getByRole("button", { name: "Find" }).click();
    await expect.poll(() => orderRows(page).count()).toBe(3);
    await expect(orderRows(page).filter({ hasText: fewEmail }).count()).resolves.toBe(3);
    await expect(page.getByRole("button", { name: "Load more" }).count()).resolves.toBe(0);

    await page.getByLabel("Show").selectOption("pending");
    await expect.poll(() => orderRows(page).count()).toBe(2);

    await page.getByLabel("Customer email").fill(bulkEmail);
    await page.getByRole("button", { name: "Find" }).click();
    await expect.poll(() => orderRows(page).filter({ hasText: bulkEmail }).count()).toBe(25);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => orderRows(page).count()).toBe(50);
    await shoot(page, "dashboard-admin-manageOrders-search");
    await context.close();
  });
});
