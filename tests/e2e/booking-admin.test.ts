/**
 * The back office of booking a call in Chromium at 1280 and 390 px. An admin sets a host's weekly
 * hours and date exceptions on Availability and a service's call settings, and the free times
 * follow each save, both in GET /api/availability's answers and in the calendar of the service's
 * page open beside the back office (live, no reload); the schema's messages and the server's
 * problem+json field errors show under their fields. The Agenda shows a call booked through the
 * REST API without a reload, in the "Your calls" part of the admin linked to its host, and
 * follows its move, cancellation and status. axe finds nothing on the three pages.
 * Each run has its own team members, services, admin and customer, removed afterwards.
 */
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry, SCHEDULING_SETTINGS } from "../../functions/src/shared/registry.ts";
import {
  readBooking,
  readHost,
  readHostContact,
  readSchedulingSettings,
  readServiceCall,
} from "../../functions/src/shared/scheduling/documents.ts";
import { everyDay, type ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { addDays, localDate, zonedInstant } from "../../functions/src/shared/scheduling/zones.ts";
import {
  formatDate,
  formatDateTime,
  formatMonth,
} from "../../functions/src/shared/format/dates.ts";
import { adminDb, createAccount, idToken, type TestAccount } from "../support/admin.ts";
import { api } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { addMonths, monthOf } from "../../web/src/features/booking/calendar.ts";
import { goto, openSignedIn, shoot, useBrowser, waitForContent, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const run = randomUUID().slice(0, 6);
const db = () => adminDb();

let zone = "Europe/Berlin";
const teamIds: string[] = [];
const serviceIds: string[] = [];

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
});

afterAll(async () => {
  const writer = db().bulkWriter();
  const remove = async (collection: string, field: string, values: string[]) => {
    if (values.length === 0) return;
    const found = await db().collection(collection).where(field, "in", values).get();
    for (const doc of found.docs) void writer.delete(doc.ref);
  };
  await Promise.all([
    remove("bookings", "serviceId", serviceIds),
    remove("busy", "serviceId", serviceIds),
    remove("holds", "serviceId", serviceIds),
    remove("orders", "serviceId", serviceIds),
    remove("occupancy", "hostId", teamIds),
    remove("hostDays", "hostId", teamIds),
  ]);
  for (const id of serviceIds) {
    void writer.delete(db().collection("services").doc(id));
    void writer.delete(db().collection("serviceCalls").doc(id));
  }
  for (const id of teamIds) {
    void writer.delete(db().collection("team").doc(id));
    void writer.delete(db().collection("hosts").doc(id));
    void writer.delete(db().collection("hostContacts").doc(id));
  }
  await writer.close();
});

/** A team member of the run (last on the landing), by its name. */
async function addTeamMember(id: string, name: string): Promise<void> {
  teamIds.push(id);
  await db()
    .collection(registry.team.name)
    .doc(id)
    .set(
      registry.team.write({
        input: { name, role: "Call Lead", img: "/images/team/maya-chen.svg" },
        order: 10_000 + teamIds.length,
      }),
    );
}

async function addService(id: string, name: string): Promise<void> {
  serviceIds.push(id);
  await db()
    .collection(registry.services.name)
    .doc(id)
    .set(
      registry.services.write(
        {
          name,
          des: "A service of the booking back office's tests.",
          img: "/images/services/seo.svg",
          bannerh: "Calls",
          bannerP: "Calls",
        },
        new Date(),
      ),
    );
}

/** The agency-local date `days` days from today. */
const dayFromToday = (days: number) => addDays(localDate(Date.now(), zone), days);

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(dayFromToday(days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

/** The free start times GET /api/availability gives for one agency-local date, as "HH:MM". */
async function freeTimes(serviceId: string, date: string): Promise<string[]> {
  const query = new URLSearchParams({ serviceId, from: date, to: date, timeZone: zone });
  const res = await api(`/availability?${query.toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { slots } = res.body as { slots: { start: string }[] };
  return slots.map(({ start }) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(start)),
  );
}

/** How long the open picker may take to show a saved change (it is live; CI hosts are slow). */
const PICKER_FOLLOWS_MS = 10_000;

/**
 * The accessible name of `date`'s day in the call picker open on `page` ("Mon 30 Nov 2026, 16
 * free times"), once its month is shown (the month before or after the one shown).
 */
async function pickerDay(page: Page, date: string): Promise<Locator> {
  const heading = page.locator("[data-call-picker] h3[aria-live]");
  const month = monthOf(date);
  await heading.waitFor();
  const shown = await heading.textContent();
  if (shown === formatMonth(addMonths(month, -1))) {
    await page.getByRole("button", { name: "Next month" }).click();
  } else if (shown === formatMonth(addMonths(month, 1))) {
    await page.getByRole("button", { name: "Previous month" }).click();
  }
  await page.getByRole("heading", { name: formatMonth(month), exact: true }).waitFor();
  return page.locator(`[data-call-picker] button[data-date="${date}"]`);
}

/** Waits until the picker open on `page` names `date` with `free` ("16 free times"). */
async function pickerShows(page: Page, date: string, free: string): Promise<void> {
  const day = await pickerDay(page, date);
  await expect
    .poll(() => day.getAttribute("aria-label"), { timeout: PICKER_FOLLOWS_MS, interval: 100 })
    .toBe(`${formatDate(date, "weekday")}, ${free}`);
}

/** "09:00" to "16:30", every 30 minutes. */
const halfHours = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, index) => {
    const minutes = from * 60 + index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
  });

async function axeClean(page: Page, where: string): Promise<void> {
  await waitForContent(page);
  expect(await axeViolations(page), where).toEqual([]);
}

async function toast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

async function stored<T>(
  collection: string,
  id: string,
  read: (id: string, data: unknown) => T,
): Promise<T> {
  const snapshot = await db().collection(collection).doc(id).get();
  return read(snapshot.id, snapshot.data());
}

const EVERY_DAY = everyDay([{ start: "00:00", end: "24:00" }]);

describe.each([[WIDTHS.desktop], [WIDTHS.phone]])("the booking back office at %i px", (width) => {
  const tag = `${run}-${width}`;

  it("sets a host's hours, a day off and other hours on a date, and a service's calls: the free times follow", async () => {
    const hostId = `bka-host-${tag}`;
    const hostName = `Hana Host${tag.replace(/-/g, "")}`;
    const serviceId = `bka-svc-${tag}`;
    const serviceName = `Calls test ${tag}`;
    await addTeamMember(hostId, hostName);
    await addService(serviceId, serviceName);
    const admin = await createAccount("bka-admin", { admin: true });
    // In the agency's zone: the picker's dates are the ones the hours are set for.
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/dashboard/availability",
      width,
      { timezoneId: zone },
    );
    await page.getByRole("heading", { name: "Availability", level: 1 }).waitFor();
    const card = page.locator(`[data-host-id="${hostId}"]`);
    await card.getByText("No calls").waitFor();
    await axeClean(page, "Availability");

    // Weekly hours, checked as the admin saves with the API's schema.
    await card.getByRole("button", { name: `Edit hours of ${hostName}` }).click();
    const form = page.getByRole("form", { name: `Hours of ${hostName}` });
    await form.getByText("Takes calls", { exact: true }).click();
    await expect(form.getByLabel("Monday range 1 start").inputValue()).resolves.toBe("09:00");
    await form.getByLabel("Monday range 1 end").fill("08:00");
    await form.getByRole("button", { name: "Save hours" }).click();
    await form.getByText("End must be after the start").waitFor();
    await form.getByText("Email is required").waitFor();
    await form.getByLabel("Monday range 1 end").fill("17:00");
    await form.getByRole("button", { name: "Add range on Saturday" }).click();
    await form.getByRole("button", { name: "Add range on Sunday" }).click();
    await form.getByLabel(/^Email for invites/).fill(`host-${tag}@agency.test`);
    const account = `${admin.displayName} (${admin.email})`;
    const linked = form.getByLabel("Linked admin account");
    await expect.poll(() => linked.locator("option").allTextContents()).toContain(account);
    await linked.selectOption({ label: account });
    await axeClean(page, "Availability, a host's form");
    await shoot(page, "availability-host-form");

    // The server's field errors (problem+json errors[]) land under the same fields.
    await page.route(
      `**/api/hosts/${hostId}`,
      (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/problem+json",
          body: JSON.stringify({
            type: "about:blank",
            title: "Bad Request",
            status: 400,
            detail: "The request body is not valid",
            errors: [
              { path: "weekly.sat.0.end", message: "Saturday ends too late for the server" },
              { path: "email", message: "The server refuses this address" },
            ],
          }),
        }),
      { times: 1 },
    );
    await form.getByRole("button", { name: "Save hours" }).click();
    await form
      .getByRole("alert")
      .getByText(/The request body is not valid/)
      .waitFor();
    await form.getByText("Saturday ends too late for the server").waitFor();
    await form.getByText("The server refuses this address").waitFor();

    await form.getByRole("button", { name: "Save hours" }).click();
    await toast(page, `Hours of ${hostName} saved`);
    await card.getByText("Takes calls", { exact: true }).waitFor();
    const host = await stored(registry.hosts.name, hostId, readHost);
    expect(host.name).toBe(hostName);
    expect(host.weekly.mon).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(host.weekly.sat).toEqual([{ start: "09:00", end: "17:00" }]);
    const contact = await stored(registry.hostContacts.name, hostId, readHostContact);
    expect([contact.email, contact.uid]).toEqual([`host-${tag}@agency.test`, admin.uid]);

    // The service's calls: from the Availability page to its settings.
    await page.getByRole("link", { name: `Call settings of ${serviceName}` }).click();
    await page.waitForURL(`**/dashboard/serviceCalls/${serviceId}`);
    const calls = page.getByRole("form", { name: `Call settings of ${serviceName}` });
    await calls.getByText("Customers can book a call for this service").click();
    await calls.getByLabel(/^Call length/).fill("17");
    await calls.getByRole("button", { name: "Save call settings" }).click();
    await calls.getByText("Call length must be a multiple of 5 minutes").waitFor();
    await calls.getByText("Pick at least one host").waitFor();
    await calls.getByLabel(/^Call length/).fill("30");
    await calls.getByLabel(/^Minimum notice/).fill("0");
    await calls.getByLabel(/^Daily cap per host/).fill("20");
    await calls.getByLabel(/^Start-time step/).fill("30");
    await calls.getByText(hostName, { exact: true }).click();
    await axeClean(page, "Service calls");
    await shoot(page, "service-calls");
    await calls.getByRole("button", { name: "Save call settings" }).click();
    await toast(page, "Call settings saved");
    const call = await stored(registry.serviceCalls.name, serviceId, readServiceCall);
    expect(call).toMatchObject({
      enabled: true,
      durationMinutes: 30,
      minimumNoticeMinutes: 0,
      dailyCapPerHost: 20,
      stepMinutes: 30,
      hostIds: [hostId],
    });

    // Every day 09:00 to 17:00 (Saturday and Sunday added): 16 half-hour starts on each.
    const [dayOff, otherHours] = [dayFromToday(2), dayFromToday(3)];
    await expect.poll(() => freeTimes(serviceId, dayOff)).toEqual(halfHours(9, 17));
    await expect.poll(() => freeTimes(serviceId, otherHours)).toEqual(halfHours(9, 17));
    // The service's page, open beside the back office, shows them in its calendar.
    const picker = await context.newPage();
    await goto(picker, `/services/services/${serviceId}`);
    await pickerShows(picker, dayOff, "16 free times");
    await pickerShows(picker, otherHours, "16 free times");

    // A day off, and other hours on the next date: the free times follow at once.
    await page.goBack();
    await page.getByRole("heading", { name: "Availability", level: 1 }).waitFor();
    await card.getByRole("button", { name: `Edit hours of ${hostName}` }).click();
    await form.getByRole("button", { name: "Add exception" }).click();
    await form
      .getByRole("group", { name: /^Exception / })
      .nth(0)
      .getByLabel(/^Date/)
      .fill(dayOff);
    await form.getByRole("button", { name: "Add exception" }).click();
    const second = form.getByRole("group", { name: /^Exception / }).nth(1);
    await second.getByLabel(/^Date/).fill(otherHours);
    await second.getByLabel("That day").selectOption("hours");
    const otherDay = formatDate(otherHours, "weekday");
    await expect.poll(() => second.getAttribute("aria-label")).toBe(`Exception ${otherDay}`);
    await form.getByLabel(`${otherDay} range 1 start`).fill("10:00");
    await form.getByLabel(`${otherDay} range 1 end`).fill("11:00");
    await form.getByRole("button", { name: "Save hours" }).click();
    await toast(page, `Hours of ${hostName} saved`);
    await card.getByText(`${formatDate(dayOff, "weekday")}: Day off`).waitFor();
    await card.getByText(`${otherDay}: 10:00–11:00`).waitFor();
    await expect.poll(() => freeTimes(serviceId, dayOff)).toEqual([]);
    await expect.poll(() => freeTimes(serviceId, otherHours)).toEqual(["10:00", "10:30"]);
    await expect.poll(() => freeTimes(serviceId, dayFromToday(4))).toEqual(halfHours(9, 17));
    // The open calendar follows without a reload: the day off has none, the other date two.
    await pickerShows(picker, dayOff, "no free time");
    await pickerShows(picker, otherHours, "2 free times");
    await pickerShows(picker, dayFromToday(4), "16 free times");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a call booked through the API live, first among the admin's own, and follows its move, cancellation and status", async () => {
    const hostId = `bka-agenda-${tag}`;
    const hostName = `Ines Agenda${tag.replace(/-/g, "")}`;
    const serviceId = `bka-agenda-svc-${tag}`;
    const serviceName = `Agenda test ${tag}`;
    const [admin, customer] = await Promise.all([
      createAccount("bka-agenda-admin", { admin: true }),
      createAccount("bka-customer"),
    ]);
    await addTeamMember(hostId, hostName);
    await addService(serviceId, serviceName);
    const call: ServiceCall = {
      enabled: true,
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      bookingWindowDays: 30,
      dailyCapPerHost: 20,
      stepMinutes: 30,
      cancelCutoffHours: 0,
      maxUpcomingPerCustomer: 10,
      hostIds: [hostId],
    };
    const batch = db().batch();
    batch.set(
      db().collection(registry.hosts.name).doc(hostId),
      registry.hosts.write({ name: hostName, weekly: EVERY_DAY, exceptions: [] }, new Date()),
    );
    batch.set(
      db().collection(registry.hostContacts.name).doc(hostId),
      registry.hostContacts.write({ email: `${hostId}@agency.test`, uid: admin.uid }, new Date()),
    );
    batch.set(db().collection(registry.serviceCalls.name).doc(serviceId), call);
    // A call that started a few minutes ago: Done and No-show are offered for it.
    const started = db().collection(registry.bookings.name).doc();
    const startedAt = Date.now() - 5 * 60_000;
    batch.set(
      started,
      registry.bookings.write(
        {
          serviceId,
          serviceTitle: serviceName,
          hostId,
          hostName,
          uid: customer.uid,
          name: "Earlier Customer",
          email: customer.email,
          timeZone: "Asia/Kolkata",
          start: new Date(startedAt),
          end: new Date(startedAt + 30 * 60_000),
          busyStart: new Date(startedAt),
          busyEnd: new Date(startedAt + 30 * 60_000),
          status: "booked",
          orderId: "",
          sequence: 0,
        },
        new Date(),
      ),
    );
    await batch.commit();

    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/dashboard/agenda",
      width,
    );
    await page.getByRole("heading", { name: "Agenda", level: 1 }).waitFor();
    await page.getByLabel("Show").selectOption("next7");
    const mine = page.getByRole("region", { name: /^Your calls/ });
    await mine.getByText(`Your calls (as ${hostName})`).waitFor();
    const earlier = page.locator(`[data-booking-id="${started.id}"]`);
    await earlier.getByText("Earlier Customer").waitFor();

    // Booked through the REST API by a customer: it shows up without a reload.
    const start = at(1, "10:00");
    const booked = await api("/bookings", {
      token: await idToken(customer),
      body: { serviceId, start: new Date(start).toISOString(), timeZone: "Asia/Kolkata" },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { insertedId } = booked.body as { insertedId: string };
    const row = mine.locator(`[data-booking-id="${insertedId}"]`);
    await row.locator('[data-status="booked"]').waitFor();
    await row.getByText(serviceName).waitFor();
    await row.getByText(customer.email).waitFor();
    await expect(row.textContent()).resolves.toContain("10:00–10:30");
    await axeClean(page, "Agenda");
    await shoot(page, "agenda");

    // Move: the day's free times, as the customer's picker offers them.
    await row.getByRole("button", { name: /^Move the call of / }).click();
    const dialog = page.getByRole("dialog", { name: /^Move the call of/ });
    await dialog
      .getByText(new RegExp(`^\\d+ free times? on ${formatDate(dayFromToday(1), "weekday")}\\.$`))
      .waitFor();
    await axeClean(page, "Agenda, moving a call");
    await shoot(page, "agenda-move", { fullPage: false });
    await dialog.getByRole("button", { name: /^11:00 / }).click();
    await dialog.getByRole("button", { name: "Move the call" }).click();
    await toast(page, "Call moved");
    await expect.poll(() => row.textContent()).toContain("11:00–11:30");
    const moved = await stored(registry.bookings.name, insertedId, readBooking);
    expect([moved.start?.getTime(), moved.sequence]).toEqual([at(1, "11:00"), 1]);

    // Manage Orders shows the order's call, live, on another open page.
    const ordersPage = await context.newPage();
    await ordersPage.goto("/dashboard/manageOrders");
    // A table row on a wide screen, a card (a list item) on a phone.
    const orderRow = ordersPage
      .getByRole("row")
      .or(ordersPage.getByRole("listitem"))
      .filter({ hasText: customer.email })
      .first();
    await expect
      .poll(() => orderRow.getByTestId("order-call").textContent())
      .toBe(formatDateTime(at(1, "11:00"), zone, { date: "weekday", offset: true }));

    // Cancel asks first; the status changes on the open page.
    await row.getByRole("button", { name: /^Cancel the call of / }).click();
    const question = page.getByRole("alertdialog");
    await question
      .getByText(/^Cancel the call of .* The customer and the host are emailed\.$/)
      .waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect((await stored(registry.bookings.name, insertedId, readBooking)).status).toBe("booked");
    await row.getByRole("button", { name: /^Cancel the call of / }).click();
    await question.getByRole("button", { name: "OK" }).click();
    await toast(page, "Call cancelled");
    await row.locator('[data-status="cancelled"]').waitFor();
    expect((await stored(registry.bookings.name, insertedId, readBooking)).status).toBe(
      "cancelled",
    );
    await orderRow.getByText("None ahead").waitFor();
    await ordersPage.close();

    // The call that has started is marked done.
    await earlier.getByRole("button", { name: /^Mark the call of .* done$/ }).click();
    await toast(page, "Call marked done");
    await earlier.locator('[data-status="done"]').waitFor();
    expect((await stored(registry.bookings.name, started.id, readBooking)).status).toBe("done");

    // By host: the host's filter keeps its calls.
    await page.getByLabel("Host", { exact: true }).selectOption(hostId);
    await page.getByText(/calls, next 7 days with /).waitFor();
    await row.locator('[data-status="cancelled"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the agency's time zone", () => {
  it("is saved from the Availability page", async () => {
    const admin: TestAccount = await createAccount("bka-zone-admin", { admin: true });
    const { page, context } = await openSignedIn(browser(), admin, "/dashboard/availability");
    const settings = db().collection(registry.schedulingSettings.name).doc(SCHEDULING_SETTINGS.id);
    const before = (await settings.get()).data();
    const other = zone === "America/New_York" ? "Asia/Kolkata" : "America/New_York";
    try {
      const form = page.getByRole("form", { name: "Agency time zone" });
      const select = form.getByLabel(/^Agency time zone/);
      await expect(select.inputValue()).resolves.toBe(zone);
      await select.selectOption(other);
      await form.getByRole("button", { name: "Save time zone" }).click();
      await toast(page, "Time zone saved");
      await expect
        .poll(
          async () => readSchedulingSettings("scheduling", (await settings.get()).data()).timeZone,
        )
        .toBe(other);
      await page.getByRole("link", { name: "Open the agenda" }).click();
      await page
        .getByText(`agency's zone (${other.replaceAll("_", " ")})`, { exact: false })
        .waitFor();
    } finally {
      if (before) await settings.set(before);
      else await settings.delete();
      await context.close();
    }
  });
});
