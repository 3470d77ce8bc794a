/**
 * Booking in Chromium: a service (one order, owned by the user, pending, read back from
 * Firestore), and a call, from the service's page in a visitor's zone that is not the agency's:
 * held, booked, gone live from another open page, moved and cancelled from My Calls.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accounts, services } from "../../scripts/seed/data.ts";
import { readBooking } from "../../functions/src/shared/scheduling/documents.ts";
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
} from "../../functions/src/shared/format/dates.ts";
import { addDays, localDate } from "../../functions/src/shared/scheduling/zones.ts";
import { monthOf } from "../../web/src/features/booking/calendar.ts";
import { adminDb, createAccount } from "../support/admin.ts";
import { api } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import {
  goto,
  LIVE_EDIT_MS,
  openSignedIn,
  shoot,
  useBrowser,
  waitForContent,
  WIDTHS,
} from "../support/e2e.ts";

const browser = useBrowser();
const customer = accounts.customer;

async function customerOrders(): Promise<FirebaseFirestore.DocumentData[]> {
  const snapshot = await adminDb().collection("orders").where("uid", "==", customer.uid).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

// One width: the service page and its booking form have the same markup at both widths (only
// spacing and column counts change, unlike the dashboard's tables that turn into cards on
// phones); the page at 390 px is checked by accessibility.test.ts.
describe.each([[WIDTHS.desktop]])("booking at %i px", (width) => {
  it("shows the service and books it exactly once", async () => {
    const service = services.find((s) => s.id === "social-media");
    if (!service) throw new Error("seed service missing");
    const { page, context, errors } = await openSignedIn(
      browser(),
      customer,
      `/services/services/${service.id}`,
      width,
    );
    await page.getByRole("heading", { name: service.bannerh }).waitFor();
    await page.getByText(service.bannerP).waitFor();
    for (const block of service.des1) {
      await page.getByRole("heading", { name: block.h1 }).waitFor();
      await page.getByText(block.p1).waitFor();
    }
    const form = page.getByRole("form", { name: "Book this service" });
    await page
      .getByRole("heading", { name: "Get Bluepeak Digital as your marketing partner" })
      .waitFor();
    await expect(form.getByLabel(/^Name/).inputValue()).resolves.toBe(customer.displayName);
    await expect(form.getByLabel("Email").inputValue()).resolves.toBe(customer.email);
    await expect(form.getByLabel("Service name").inputValue()).resolves.toBe(service.name);

    await form.getByRole("button", { name: "Book Now" }).click();
    await form.getByText("Phone is required").waitFor();
    await form.getByText("Address is required").waitFor();
    await shoot(page, "booking-errors");

    const before = await customerOrders();
    const address = `${width} Booking Street`;
    await form.getByLabel("Phone").fill("+1 555 0123");
    await form.getByLabel("Address").fill(address);
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("Thank You for Choosing Bluepeak Digital").first().waitFor();
    await expect(form.getByLabel("Address").inputValue()).resolves.toBe("");
    await shoot(page, "booking-done");

    const after = await customerOrders();
    const added = after.filter((o) => !before.some((b) => b.id === o.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      name: customer.displayName,
      status: "pending",
      serviceId: service.id,
      serviceName: service.name,
      address,
      phoneNumber: "+1 555 0123",
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a service that does not exist", () => {
  it("says so and links back to the list", async () => {
    const { page, context } = await openSignedIn(
      browser(),
      customer,
      "/services/services/no-such-service",
    );
    await page.getByRole("heading", { name: "This service does not exist" }).waitFor();
    await page.getByRole("link", { name: "See all services" }).waitFor();
    await context.close();
  });
});

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("a service's page at %i px", (width) => {
  it("keeps what the server sent still while the browser draws the service and its calls", async () => {
    // Signed in first; the page's own load is the second one, observed from its start.
    const { page, context, errors } = await openSignedIn(browser(), customer, "/", width);
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()} ${node.getAttribute("aria-label") ?? ""}`
              : String(node?.nodeName);
          });
          shifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A service with calls and with articles (the insights under its page).
    const service = services.find((s) => s.id === "search-engine-optimization");
    if (!service) throw new Error("seed service missing");
    await goto(page, `/services/services/${service.id}`);
    await page.getByRole("region", { name: `Insights on ${service.name}` }).waitFor();
    await page.getByRole("heading", { name: service.bannerh }).waitFor();
    await page
      .locator('[data-call-picker] button[data-date][aria-disabled="false"]')
      .first()
      .waitFor();
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    // The insights start under the fold: what the page draws above them moves nothing in view.
    expect(shifts.filter((shift) => shift.value >= 0.01)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The visitor's zone: +5:30, never the agency's (Europe/Berlin). */
const ZONE = "Asia/Kolkata";
const AGENCY_ZONE = "Europe/Berlin";
/** A seed service whose calls have one host: a time held is a time gone. */
const CALL_SERVICE = "ad-campaigns";
const HOUR = 3_600_000;

/** The free starts of the call service in the next 30 days, from the REST API. */
async function freeStarts(): Promise<number[]> {
  const from = localDate(Date.now(), ZONE);
  const query = new URLSearchParams({
    serviceId: CALL_SERVICE,
    from,
    to: addDays(from, 29),
    timeZone: ZONE,
  });
  const { status, body } = await api(`/availability?${query.toString()}`);
  expect(status).toBe(200);
  return (body as { slots: { start: string }[] }).slots.map((slot) => Date.parse(slot.start));
}

/** A free start at least two days away: the customer may still move and cancel it then. */
async function laterStart(except?: number): Promise<number> {
  const found = (await freeStarts()).find(
    (start) => start >= Date.now() + 48 * HOUR && start !== except,
  );
  if (found === undefined) throw new Error(`${CALL_SERVICE} has no free time in 30 days`);
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Goes to the month and day of `start` in the picker within `scope`: its time's button. */
async function showDay(scope: Page | Locator, start: number): Promise<Locator> {
  const date = localDate(start, ZONE);
  const next = scope.getByRole("button", { name: "Next month" });
  await next.waitFor();
  // The picker shows this month or a later one before `start`'s: forward only.
  const month = scope.getByRole("heading", { name: formatMonth(monthOf(date)), exact: true });
  for (let step = 0; step < 3 && !(await month.isVisible()); step += 1) await next.click();
  await month.waitFor();
  await scope
    .getByRole("button", {
      name: new RegExp(`^${escaped(formatDate(date, "weekday"))}, \\d+ free times?$`),
    })
    .click();
  const time = scope.getByRole("button", {
    name: `${formatTime(start, ZONE)} on ${formatDate(date, "weekday")}`,
    exact: true,
  });
  await time.waitFor();
  return time;
}

/** "Tue 3 Mar 2026, 15:30 (GMT+5:30), Asia/Kolkata": how the pages write a time. */
const timeIn = (start: number, zone: string) =>
  `${formatDateTime(start, zone, { date: "weekday", offset: true })}, ${zone}`;

async function noViolations(page: Page, where: string): Promise<void> {
  await waitForContent(page);
  expect((await axeViolations(page)).map((line) => `${where}: ${line}`)).toEqual([]);
}

async function bookingsOf(uid: string) {
  const snapshot = await adminDb().collection("bookings").where("uid", "==", uid).get();
  return snapshot.docs.map((doc) => readBooking(doc.id, doc.data()));
}

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("booking a call at %i px", (width) => {
  it("books a call in the visitor's zone, gone live elsewhere; moves and cancels it", async () => {
    const service = services.find((s) => s.id === CALL_SERVICE);
    if (!service) throw new Error("seed service missing");
    const customer = await createAccount(`caller-${width}`);
    const start = await laterStart();
    const path = `/services/services/${CALL_SERVICE}`;

    // The visitor's page and another open one (another browser) on the same day.
    const { page, context, errors } = await openSignedIn(browser(), customer, path, width, {
      timezoneId: ZONE,
    });
    const other = await openSignedIn(browser(), accounts.customer, path, width, {
      timezoneId: ZONE,
    });
    const section = page.getByRole("region", { name: "Book a call" });
    await section.getByText(`Times are shown in ${ZONE} (GMT+5:30).`).waitFor();
    const time = await showDay(section, start);
    const elsewhere = await showDay(other.page.getByRole("region", { name: "Book a call" }), start);
    await noViolations(page, "the day's times");
    await shoot(page, "call-times");

    // Choosing the time holds it: the other page loses it within 2 s.
    const held = page.waitForResponse(
      (response) => response.url().endsWith("/api/holds") && response.request().method() === "POST",
    );
    await time.click();
    expect((await held).status()).toBe(201);
    const heldAt = Date.now();
    await elsewhere.waitFor({ state: "detached", timeout: LIVE_EDIT_MS });
    expect(Date.now() - heldAt).toBeLessThan(LIVE_EDIT_MS);

    // The form: the held time in the visitor's zone, the 5 minutes counting down.
    await section.getByRole("heading", { name: "Complete your booking" }).waitFor();
    await expect(section.getByTestId("held-time").textContent()).resolves.toBe(timeIn(start, ZONE));
    await section.getByRole("timer").waitFor();
    await section.getByText(customer.email, { exact: false }).first().waitFor();
    await noViolations(page, "the booking form");
    await section.getByLabel("Notes").fill("Budget for the next quarter");
    await section.getByRole("button", { name: "Book the call" }).click();

    // Confirmed in the visitor's zone and the agency's.
    await section.getByText("Your call is booked").waitFor();
    await expect(section.getByTestId("booked-time").textContent()).resolves.toBe(
      timeIn(start, ZONE),
    );
    await expect(section.getByTestId("booked-agency-time").textContent()).resolves.toBe(
      `For us: ${timeIn(start, AGENCY_ZONE)}`,
    );
    await noViolations(page, "the confirmation");
    await shoot(page, "call-booked");
    const [booking] = await bookingsOf(customer.uid);
    expect(booking).toMatchObject({
      serviceId: CALL_SERVICE,
      timeZone: ZONE,
      status: "booked",
      notes: "Budget for the next quarter",
      sequence: 0,
    });
    expect(booking?.start?.getTime()).toBe(start);
    if (!booking) throw new Error("no booking stored");

    // A hold that expires frees its time by itself, on the page that is open.
    const startHeld = await laterStart(start);
    const free = await showDay(other.page, startHeld);
    const call = (await adminDb().doc(`serviceCalls/${CALL_SERVICE}`).get()).data() as {
      durationMinutes: number;
      hostIds: string[];
    };
    const expiring = adminDb().collection("busy").doc(`e2e-hold-${width}-${Date.now()}`);
    const expiresAt = Date.now() + 6000;
    await expiring.set({
      hostId: call.hostIds[0],
      serviceId: CALL_SERVICE,
      kind: "hold",
      start: new Date(startHeld),
      end: new Date(startHeld + call.durationMinutes * 60_000),
      busyStart: new Date(startHeld),
      busyEnd: new Date(startHeld + call.durationMinutes * 60_000),
      expiresAt: new Date(expiresAt),
    });
    await free.waitFor({ state: "detached", timeout: LIVE_EDIT_MS });
    await free.waitFor({ timeout: 15_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    await expiring.delete();
    await other.context.close();

    // My Calls: the call in the customer's zone, with its service and host.
    await page.getByRole("link", { name: "See My Calls" }).click();
    await page.getByRole("heading", { name: "My Calls", level: 1 }).waitFor();
    const card = page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(card.getByTestId("call-time").textContent()).resolves.toBe(timeIn(start, ZONE));
    await card.getByText(service.name).waitFor();
    await card.getByText(`With ${booking.hostName}`).waitFor();
    await noViolations(page, "My Calls");
    await shoot(page, "my-calls");

    // Move: a new time in the picker, then PATCH.
    const target = await laterStart(start);
    await card.getByRole("button", { name: `Move your call about ${service.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Move your call" });
    await (await showDay(dialog, target)).click();
    await noViolations(page, "the move dialog");
    await dialog.getByRole("button", { name: "Move the call" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => card.getByTestId("call-time").textContent()).toBe(timeIn(target, ZONE));
    const [moved] = await bookingsOf(customer.uid);
    expect(moved?.start?.getTime()).toBe(target);
    expect(moved?.sequence).toBe(1);

    // My Orders shows the order's next call.
    await goto(page, "/dashboard/myOrders");
    await expect
      .poll(() => page.getByTestId("order-call").first().textContent())
      .toBe(timeIn(target, ZONE));

    // Cancel, after the dialog.
    await goto(page, "/dashboard/myCalls");
    await card.getByRole("button", { name: `Cancel your call about ${service.name}` }).click();
    const question = page.getByRole("alertdialog");
    await question.getByText(`Cancel your call about ${service.name}`).waitFor();
    await question.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => card.getByTestId("call-status").textContent()).toBe("Cancelled");
    await page
      .getByRole("region", { name: "Past and cancelled" })
      .locator(`[data-booking-id="${booking.id}"]`)
      .waitFor();
    const [cancelled] = await bookingsOf(customer.uid);
    expect(cancelled?.status).toBe("cancelled");
    await noViolations(page, "My Calls after cancelling");

    // Book a call from the dashboard: the service first, then its calendar.
    await goto(page, "/dashboard/bookCall");
    await page.getByLabel("Service").selectOption(CALL_SERVICE);
    await page.getByRole("heading", { name: `A call about ${service.name}` }).waitFor();
    await page.getByText(`Times are shown in ${ZONE} (GMT+5:30).`).waitFor();
    await noViolations(page, "Book a call");

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a call whose answer is lost on the way", () => {
  it("is booked once when the customer tries again", async () => {
    const customer = await createAccount("caller-retry");
    const start = await laterStart();
    const { page, context, errors } = await openSignedIn(
      browser(),
      customer,
      `/services/services/${CALL_SERVICE}`,
      WIDTHS.desktop,
      { timezoneId: ZONE },
    );
    const section = page.getByRole("region", { name: "Book a call" });
    await (await showDay(section, start)).click();
    await section.getByRole("heading", { name: "Complete your booking" }).waitFor();

    // The first try reaches the server, which books the call; its answer never reaches the page.
    let tries = 0;
    await page.route("**/api/bookings", async (route) => {
      tries += 1;
      if (tries > 1) return route.continue();
      await route.fetch();
      return route.abort("connectionreset");
    });
    const book = section.getByRole("button", { name: "Book the call" });
    await book.click();
    await section
      .getByText("We could not reach our server. Check the connection and try again.")
      .waitFor();
    expect((await bookingsOf(customer.uid)).map((b) => b.start?.getTime())).toEqual([start]);

    // Trying again answers that call: the page confirms it, and there is still one.
    await book.click();
    await section.getByText("Your call is booked").waitFor();
    await expect(section.getByTestId("booked-time").textContent()).resolves.toBe(
      timeIn(start, ZONE),
    );
    const stored = await bookingsOf(customer.uid);
    expect(stored.map((b) => [b.status, b.start?.getTime()])).toEqual([["booked", start]]);
    expect(tries).toBe(2);
    expect(errors.filter((error) => !error.includes("ERR_CONNECTION_RESET"))).toEqual([]);
    await context.close();
  });
});
