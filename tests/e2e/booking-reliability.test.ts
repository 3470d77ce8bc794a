/**
 * Booking under stress, in Chromium: 20 bookings at once from 5 browsers (4 tabs each) all arrive
 * and each shows up live in an admin's open Manage Orders page; a booking made offline tells the
 * user it will be sent, and reaches Firestore exactly once after the connection returns (also when
 * the tab was closed in between).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, services } from "../../scripts/seed/data.ts";
import { adminAuth, adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import {
  collectErrors,
  goto,
  openSignedIn,
  shoot,
  useBrowser,
  type OpenPage,
} from "../support/e2e.ts";

const browser = useBrowser();
const stamp = Date.now();
const created: TestAccount[] = [];

const BOOKED = "Thank You for Choosing Bluepeak Digital";
const QUEUED =
  "You are offline. Your booking is saved on this device and will be sent when you are back online.";
const QUEUED_SLOW =
  "We could not reach our server yet. Your booking is saved on this device and will be sent automatically.";
const SENT = "Your booking has been sent.";
/**
 * Limits for the burst, for a 2-core machine that also runs the emulators and 21 tabs: the page
 * answers (confirmation or "saved, will be sent") after its own 4 s wait; a queued booking is
 * then sent by the Firestore SDK, which for 4 tabs of one browser goes through the one tab that
 * holds the connection.
 */
const ANSWER = 30_000;
const DELIVERED = 120_000;

async function account(label: string): Promise<TestAccount> {
  const made = await createAccount(label);
  created.push(made);
  return made;
}

afterAll(async () => {
  const orders = await Promise.all(
    created.map((a) => adminDb().collection("orders").where("uid", "==", a.uid).get()),
  );
  const batch = adminDb().batch();
  orders.flatMap((snapshot) => snapshot.docs).forEach((d) => batch.delete(d.ref));
  await batch.commit();
  await adminAuth().deleteUsers(created.map((a) => a.uid));
});

interface StoredOrder {
  id: string;
  uid: string;
  address: string;
  [field: string]: unknown;
}

async function ordersOf(uid: string): Promise<StoredOrder[]> {
  const snapshot = await adminDb().collection("orders").where("uid", "==", uid).get();
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }) as StoredOrder);
}

const signedIn = (who: { email: string; password: string }, path: string) =>
  openSignedIn(browser(), who, path);

const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this service" });
/** The booking's outcome under the form; it stays until the next booking. */
const outcome = (page: Page, state: "booked" | "queued" | "sent" | "failed") =>
  bookingForm(page).locator(`[data-booking-outcome="${state}"]`);

/** Opens the booking form of `serviceId` on `page` and fills phone and address. */
async function fillBooking(page: Page, serviceId: string, address: string): Promise<void> {
  if (!page.url().endsWith(`/services/services/${serviceId}`)) {
    await goto(page, `/services/services/${serviceId}`);
  }
  const form = bookingForm(page);
  await form.getByLabel("Phone").fill("+1 555 0188");
  await form.getByLabel("Address").fill(address);
}

describe("20 bookings at once", () => {
  it("from 5 browsers: all 20 are stored, each appears live in the admin's Manage Orders", async () => {
    const customers = await Promise.all([0, 1, 2, 3, 4].map((i) => account(`burst${i}`)));
    const admin = await signedIn(accounts.admin, "/dashboard/manageOrders");
    const rows = admin.page.locator("[data-order-id]");
    await rows.first().waitFor();
    // Set on the open document: still there at the end means no reload, the rows came live.
    await admin.page.evaluate(() => {
      (window as unknown as { openedBeforeTheBurst: boolean }).openedBeforeTheBurst = true;
    });

    // 5 browser contexts (separate browsers, as far as the site can tell), 4 tabs each.
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const tabs: { page: Page; address: string; customer: TestAccount }[] = [];
    await Promise.all(
      customers.map(async (customer, c) => {
        const first = await signedIn(customer, "/");
        contexts.push(first.context);
        errors.push(...first.errors);
        const pages = [first.page];
        for (let t = 1; t < 4; t += 1) {
          const page = await first.context.newPage();
          collectErrors(page, errors);
          pages.push(page);
        }
        // Tabs of one browser open one after the other, as a person would open them.
        for (const [t, page] of pages.entries()) {
          const service = services[(c + t) % services.length];
          if (!service) throw new Error("seed services missing");
          const address = `${t + 1} Burst Street ${stamp}-${c}`;
          await fillBooking(page, service.id, address).catch(async (error: unknown) => {
            await shoot(page, `burst-tab-${c}-${t}-failed`, { fullPage: false });
            throw error;
          });
          tabs.push({ page, address, customer });
        }
      }),
    );
    expect(tabs).toHaveLength(20);

    const started = Date.now();
    const outcomes = await Promise.all(
      tabs.map(async ({ page, address }, index) => {
        await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
        // What the page promises: the confirmation within its 4 s wait, or else the notice that
        // the booking is saved and will be sent, followed by the confirmation once it is.
        const booked = outcome(page, "booked");
        const sent = outcome(page, "sent").getByText(BOOKED);
        // On a busy machine the "saved, will be sent" notice can give way to the confirmation
        // before it is seen: a tab already showing it answered too.
        const answered = await booked
          .or(outcome(page, "queued").filter({ hasText: QUEUED_SLOW }))
          .or(sent)
          .waitFor({ timeout: ANSWER })
          .then(
            () => true,
            () => false,
          );
        const queued = answered && !(await booked.isVisible());
        const confirmed = !answered
          ? false
          : queued
            ? await sent.waitFor({ timeout: DELIVERED }).then(
                () => true,
                () => false,
              )
            : true;
        return {
          tab: `browser ${Math.floor(index / 4)} tab ${index % 4}`,
          // What the form said, for a tab that never confirmed.
          said: await bookingForm(page).locator("[data-booking-outcome]").allTextContents(),
          address,
          ms: Date.now() - started,
          queued,
          confirmed,
          saidOffline: await page.getByText("You are offline").count(),
          // Where a tab that never confirmed was, and what its form showed.
          url: page.url(),
          shown: await page
            .locator("[data-booking-outcome]")
            .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-booking-outcome"))),
        };
      }),
    );
    const confirmedIn = Math.max(...outcomes.map((o) => o.ms));
    // Every browser was online: none may claim otherwise.
    expect(outcomes.map((o) => o.saidOffline)).toEqual(tabs.map(() => 0));

    const stored = (await Promise.all(customers.map((c) => ordersOf(c.uid)))).flat();
    // A tab still waiting after DELIVERED broke its promise; say whether the server has the order.
    const unconfirmed = outcomes
      .filter((o) => !o.confirmed)
      .map(
        (o) =>
          `${o.tab}: ${stored.some((s) => s.address === o.address) ? "stored, but the tab never heard back" : "not on the server"} ${o.url} ${JSON.stringify(o.shown)} ${JSON.stringify(o.said)}`,
      );
    expect(unconfirmed).toEqual([]);
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((o) => o.address))).toEqual(new Set(tabs.map((t) => t.address)));
    for (const { address, customer } of tabs) {
      expect(stored.filter((o) => o.address === address)).toEqual([
        expect.objectContaining({ uid: customer.uid, email: customer.email, status: "pending" }),
      ]);
    }

    // Each new order shows up in the already open admin page, newest first, without a reload.
    for (const order of stored) {
      const row = admin.page.locator(`[data-order-id="${order.id}"]`);
      await row.waitFor({ timeout: 30_000 });
      await row.getByText("Pending").waitFor();
    }
    const shownIn = Date.now() - started;
    await expect(
      admin.page.evaluate(
        () => (window as unknown as { openedBeforeTheBurst?: boolean }).openedBeforeTheBurst,
      ),
    ).resolves.toBe(true);
    const topIds = await rows.evaluateAll((nodes) =>
      nodes.slice(0, 20).map((n) => n.getAttribute("data-order-id")),
    );
    expect(new Set(topIds)).toEqual(new Set(stored.map((o) => o.id)));
    await shoot(admin.page, "burst-manageOrders");
    const queued = outcomes.filter((o) => o.queued).length;
    console.info(
      `20 bookings: all confirmed in ${confirmedIn} ms (${queued} after the 4 s notice), ` +
        `all shown to the admin in ${shownIn} ms`,
    );

    expect(errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all(contexts.map((c) => c.close()));
    await admin.context.close();
  }, 300_000);
});

// The bounds below catch a booking that is never sent, not a slow one: a busy machine may take
// tens of seconds to restart Firestore's write stream.
describe("booking while offline or with the server unreachable", { timeout: 240_000 }, () => {
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await account("offline");
  });

  async function bookOffline(opened: OpenPage, address: string): Promise<void> {
    const { page, context } = opened;
    await fillBooking(page, "web-design", address);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    await outcome(page, "queued").filter({ hasText: QUEUED }).getByText("Booking saved").waitFor();
    await expect(bookingForm(page).getByLabel("Address").inputValue()).resolves.toBe("");
  }

  /** Still no order on the server a few seconds later (a check that would see one: ordersOf). */
  async function expectNothingSent(address: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await ordersOf(customer.uid)).filter((o) => o.address === address)).toEqual([]);
  }

  /** Exactly one order with `address`, and still one a few seconds later. */
  async function expectExactlyOnce(address: string): Promise<void> {
    await expect
      .poll(async () => (await ordersOf(customer.uid)).filter((o) => o.address === address), {
        timeout: 90_000,
      })
      .toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const orders = (await ordersOf(customer.uid)).filter((o) => o.address === address);
    expect(orders).toEqual([
      expect.objectContaining({
        uid: customer.uid,
        email: customer.email,
        serviceId: "web-design",
        status: "pending",
        phoneNumber: "+1 555 0188",
      }),
    ]);
  }

  it("says the booking will be sent, then sends it exactly once when back online", async () => {
    const opened = await signedIn(customer, "/services/services/web-design");
    const { page, context, errors } = opened;
    const address = `1 Offline Road ${stamp}`;
    await bookOffline(opened, address);
    await shoot(page, "booking-offline-queued");
    await expectNothingSent(address);

    await context.setOffline(false);
    await outcome(page, "sent").filter({ hasText: SENT }).getByText(BOOKED).waitFor({
      timeout: 90_000,
    });
    await shoot(page, "booking-offline-sent");
    await expectExactlyOnce(address);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a booking made offline on the device and sends it from the next visit", async () => {
    const opened = await signedIn(customer, "/services/services/web-design");
    const { page, context, errors } = opened;
    const address = `2 Offline Road ${stamp}`;
    await bookOffline(opened, address);
    await page.close();
    await expectNothingSent(address);

    await context.setOffline(false);
    const next = await context.newPage();
    collectErrors(next, errors);
    await goto(next, "/dashboard/myOrders");
    await expectExactlyOnce(address);
    await next.getByRole("row").filter({ hasText: "Web Design" }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("online but the server does not answer: says it will be sent (not offline), then sends it once", async () => {
    const opened = await signedIn(customer, "/services/services/web-design");
    const { page, context, errors } = opened;
    const address = `3 Slow Server Road ${stamp}`;
    await fillBooking(page, "web-design", address);
    // Firestore's write channel fails as if the server were down; the browser stays online.
    const writes = "**/google.firestore.v1.Firestore/Write/**";
    let refused = 0;
    await context.route(writes, (route) => {
      refused += 1;
      return route.abort("connectionrefused");
    });
    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    await outcome(page, "queued")
      .filter({ hasText: QUEUED_SLOW })
      .getByText("Booking saved")
      .waitFor();
    expect(refused).toBeGreaterThan(0);
    await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(true);
    await expect(page.getByText("You are offline").count()).resolves.toBe(0);
    await shoot(page, "booking-server-unreachable");
    await expectNothingSent(address);

    await context.unroute(writes);
    await outcome(page, "sent").filter({ hasText: SENT }).getByText(BOOKED).waitFor({
      timeout: 30_000,
    });
    await expectExactlyOnce(address);
    expect(errors).toEqual([]);
    await context.close();
  });
});
