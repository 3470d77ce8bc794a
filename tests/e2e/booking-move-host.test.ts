/**
 * The agenda's Move dialog in Chromium: it offers what the customer's picker offers for the call
 * (its own busy time left out, so a time overlapping its current one is there), says "with" the
 * other host beside a time when the call's host is busy then, lets the admin name the host, and
 * the call moved to a host without an invite address shows "No invite address" in the agenda and
 * on Availability. The customer's own picker (My Calls) says "with" the other host too. Each run
 * has its own team members, services, admin and customers.
 */
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry, SCHEDULING_SETTINGS } from "../../functions/src/shared/registry.ts";
import {
  readBooking,
  readSchedulingSettings,
} from "../../functions/src/shared/scheduling/documents.ts";
import { everyDay, type ServiceCall } from "../../functions/src/shared/scheduling/model.ts";
import { callSettings, removeCallData } from "../support/calls.ts";
import { addDays, localDate, zonedInstant } from "../../functions/src/shared/scheduling/zones.ts";
import { formatDate, formatMonth } from "../../functions/src/shared/format/dates.ts";
import { addMonths, monthOf } from "../../web/src/features/booking/calendar.ts";
import { adminDb, createAccount, idToken } from "../support/admin.ts";
import { api } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { openSignedIn, useBrowser, waitForContent } from "../support/e2e.ts";

const browser = useBrowser();
const run = randomUUID().slice(0, 6);
const db = () => adminDb();
/** A sorts before B: a new call goes to A when both are free. B has no invite address. */
const A = `bmh-a-${run}`;
const B = `bmh-b-${run}`;
const NAMES: Record<string, string> = { [A]: `Ada Mover${run}`, [B]: `Bea Mover${run}` };
const BOTH = `bmh-both-${run}`;
const ONLY_A = `bmh-only-a-${run}`;
const SERVICES = [BOTH, ONLY_A];
let zone = "Europe/Berlin";

/** 60-minute calls every 30 minutes: a time half an hour on overlaps the call's own. */
const call = (hostIds: string[]): ServiceCall =>
  callSettings(hostIds, { durationMinutes: 60, dailyCapPerHost: 20 });

beforeAll(async () => {
  const settings = await db()
    .collection(registry.schedulingSettings.name)
    .doc(SCHEDULING_SETTINGS.id)
    .get();
  zone = readSchedulingSettings(settings.id, settings.data()).timeZone;
  const batch = db().batch();
  for (const id of [A, B]) {
    const name = NAMES[id] ?? id;
    batch.set(
      db().collection(registry.team.name).doc(id),
      registry.team.write({
        input: { name, role: "Call Lead", img: "/images/team/maya-chen.svg" },
        order: 20_000,
      }),
    );
    batch.set(
      db().collection(registry.hosts.name).doc(id),
      registry.hosts.write(
        { name, weekly: everyDay([{ start: "00:00", end: "24:00" }]), exceptions: [] },
        new Date(),
      ),
    );
  }
  batch.set(
    db().collection(registry.hostContacts.name).doc(A),
    registry.hostContacts.write({ email: `${A}@agency.test`, uid: null }, new Date()),
  );
  batch.set(db().collection(registry.hostContacts.name).doc(B), { email: "", uid: null });
  for (const id of SERVICES) {
    batch.set(
      db().collection(registry.services.name).doc(id),
      registry.services.write(
        {
          name: `Move host test ${id}`,
          des: "A service of the Move dialog's tests.",
          img: "/images/services/seo.svg",
          bannerh: "Calls",
          bannerP: "Calls",
        },
        new Date(),
      ),
    );
  }
  batch.set(db().collection(registry.serviceCalls.name).doc(BOTH), call([A, B]));
  batch.set(db().collection(registry.serviceCalls.name).doc(ONLY_A), call([A]));
  await batch.commit();
});

afterAll(async () => {
  await removeCallData(db(), { services: SERVICES, hosts: [A, B] });
});

/** The instant of `time` on the agency-local date `days` days from today. */
function at(days: number, time: string): number {
  const instant = zonedInstant(addDays(localDate(Date.now(), zone), days), time, zone);
  if (instant === null) throw new Error(`${time} does not exist on that day`);
  return instant;
}

async function book(token: string, serviceId: string, start: number): Promise<string> {
  const res = await api("/bookings", {
    token,
    body: { serviceId, start: new Date(start).toISOString(), timeZone: zone },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { insertedId: string }).insertedId;
}

async function hostOf(id: string): Promise<string> {
  const snapshot = await db().collection(registry.bookings.name).doc(id).get();
  return readBooking(snapshot.id, snapshot.data()).hostId;
}

async function axeClean(page: Page, where: string): Promise<void> {
  await waitForContent(page);
  expect(await axeViolations(page), where).toEqual([]);
}

/** The picker's button of an agency-local `date`, its month shown first. */
async function pickerDay(scope: Locator, date: string): Promise<Locator> {
  const heading = scope.locator("[data-call-picker] h3[aria-live]");
  const month = monthOf(date);
  await heading.waitFor();
  if ((await heading.textContent()) === formatMonth(addMonths(month, -1))) {
    await scope.getByRole("button", { name: "Next month" }).click();
  }
  await scope.getByRole("heading", { name: formatMonth(month), exact: true }).waitFor();
  return scope.locator(`[data-call-picker] button[data-date="${date}"]`);
}

describe("the customer's Move dialog", () => {
  it("says beside a time that only another host is free then, and moves the call to that host", async () => {
    const [customer, other] = await Promise.all([
      createAccount("bmh-customer"),
      createAccount("bmh-other"),
    ]);
    const id = await book(await idToken(customer), BOTH, at(3, "10:00"));
    expect(await hostOf(id)).toBe(A);
    await book(await idToken(other), ONLY_A, at(3, "12:00"));
    const { page, context, errors } = await openSignedIn(
      browser(),
      customer,
      "/dashboard/myCalls",
      1280,
      { timezoneId: zone },
    );
    const card = page.locator(`[data-booking-id="${id}"]`);
    await card.getByRole("button", { name: `Move your call about Move host test ${BOTH}` }).click();
    const dialog = page.getByRole("dialog", { name: "Move your call" });
    const date = localDate(at(3, "10:00"), zone);
    await (await pickerDay(dialog, date)).click();
    const on = formatDate(date, "weekday");
    await dialog.getByRole("button", { name: `10:30 on ${on}`, exact: true }).waitFor();
    await dialog.getByRole("button", { name: `12:00 on ${on}, with ${NAMES[B]}` }).click();
    await dialog.getByText(`, with ${NAMES[B]} (${NAMES[A]} is not free then)?`).waitFor();
    await axeClean(page, "My Calls, moving a call to another host");
    await dialog.getByRole("button", { name: "Move the call" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hostOf(id)).toBe(B);
    await card.getByText(`With ${NAMES[B]}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the agenda's Move dialog", () => {
  it("offers the customer's times, names the other host beside a time its host is busy at, and moves to a named host", async () => {
    const [admin, customer, other] = await Promise.all([
      createAccount("bmh-admin", { admin: true }),
      createAccount("bmh-customer"),
      createAccount("bmh-other"),
    ]);
    // The call: 10:00-11:00 with A. A is busy 12:00-13:00 with another service's call.
    const id = await book(await idToken(customer), BOTH, at(2, "10:00"));
    expect(await hostOf(id)).toBe(A);
    await book(await idToken(other), ONLY_A, at(2, "12:00"));

    // In the agency's zone: the dialog's labels are its times only.
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/dashboard/agenda",
      1280,
      { timezoneId: zone },
    );
    await page.getByRole("heading", { name: "Agenda", level: 1 }).waitFor();
    await page.getByLabel("Show").selectOption("next7");
    const row = page.locator(`[data-booking-id="${id}"]`);
    await row.getByText(NAMES[A] ?? A).waitFor();
    await row.getByRole("button", { name: /^Move the call of / }).click();
    const dialog = page.getByRole("dialog", { name: /^Move the call of/ });
    const times = dialog.getByRole("group", {
      name: `Free times on ${formatDate(localDate(at(2, "10:00"), zone), "weekday")}`,
    });
    // 10:30 overlaps the call's own time: offered, with A (no note). 12:00 and 11:30 overlap
    // A's other call: offered with B, and said so.
    await times.getByRole("button", { name: /^10:30 / }).waitFor();
    await expect(
      times.getByRole("button", { name: /^10:30 / }).getAttribute("data-host-change"),
    ).resolves.toBeNull();
    const twelve = times.getByRole("button", { name: /^12:00 / });
    await expect(twelve.getAttribute("data-host-change")).resolves.toBe(`with ${NAMES[B]}`);
    await expect(twelve.textContent()).resolves.toContain(`with ${NAMES[B]}`);
    await expect(
      times.getByRole("button", { name: /^11:30 / }).getAttribute("data-host-change"),
    ).resolves.toBe(`with ${NAMES[B]}`);
    // The current start is not a move.
    expect(await times.getByRole("button", { name: /^10:00 / }).count()).toBe(0);
    await axeClean(page, "Agenda, moving a call");

    // Named A: A's times only (not 12:00). Named B: the current start too (a change of host).
    await dialog.getByLabel("Host").selectOption(A);
    await times.getByRole("button", { name: /^10:30 / }).waitFor();
    expect(await times.getByRole("button", { name: /^12:00 / }).count()).toBe(0);
    await dialog.getByLabel("Host").selectOption(B);
    await times.getByRole("button", { name: /^10:00 / }).click();
    await dialog.getByRole("button", { name: "Move the call" }).click();
    await page.getByText("Call moved", { exact: true }).first().waitFor();
    await expect.poll(() => hostOf(id)).toBe(B);

    // B has no invite address: the agenda says so beside the call.
    await row.getByText(NAMES[B] ?? B).waitFor();
    await row.getByText("No invite address").waitFor();
    await axeClean(page, "Agenda, a host without an invite address");

    await page.goto("/dashboard/availability");
    const card = page.locator(`[data-host-id="${B}"]`);
    await card.getByText("No invite address").first().waitFor();
    expect(await page.locator(`[data-host-id="${A}"]`).getByText("No invite address").count()).toBe(
      0,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
