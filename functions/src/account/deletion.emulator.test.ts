/**
 * deleteAccount (the implementation) against the Auth and Firestore emulators, in a project of
 * its own, so the last-admin rule can be tested without touching the app's seed admin, and a
 * customer with more orders than one batch takes.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../../scripts/lib/config.ts";
import {
  addReview,
  adminAuth,
  adminDb,
  authAccountExists,
  clearProject,
  createAccount,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { queueBookingMails } from "../mail/bookings";
import { createBooking } from "../server/bookings/book";
import { registry } from "../shared/registry";
import { readBooking } from "../shared/scheduling/documents";
import { everyDay } from "../shared/scheduling/model";
import { addDays, localDate, zonedInstant } from "../shared/scheduling/zones";
import { brand } from "../shared/site";
import { AccountError, BATCH_SIZE, deleteAccount, LAST_ADMIN_MESSAGE } from "./deletion";

const PROJECT = `${PROJECT_ID}-account`;
const services = () => ({ auth: adminAuth(PROJECT), db: adminDb(PROJECT) });
const db = () => adminDb(PROJECT);

const addApprovedReview = (account: TestAccount) =>
  addReview(account, { status: "approved" }, PROJECT);
let owner: TestAccount;

beforeEach(async () => {
  await clearProject(PROJECT);
  owner = await createAccount("account-owner", { admin: true, projectId: PROJECT });
});

describe("deleteAccount, the last admin", () => {
  it("refuses the last admin who can still sign in, changing nothing", async () => {
    const review = await addApprovedReview(owner);
    const attempt = deleteAccount(services(), owner.uid);
    await expect(attempt).rejects.toBeInstanceOf(AccountError);
    await expect(attempt).rejects.toMatchObject({
      code: "failed-precondition",
      message: LAST_ADMIN_MESSAGE,
    });
    expect(LAST_ADMIN_MESSAGE).toContain("the last admin cannot be removed");
    expect(await authAccountExists(owner.uid, PROJECT)).toBe(true);
    expect((await db().doc(`users/${owner.uid}`).get()).get("admin")).toBe(true);
    expect((await db().doc(`reviews/${review}`).get()).exists).toBe(true);
    expect((await db().collection("adminGrants").get()).size).toBe(0);
  });

  it("counts an admin whose account is disabled as gone: the other is still the last", async () => {
    const disabled = await createAccount("account-disabled", { admin: true, projectId: PROJECT });
    await adminAuth(PROJECT).updateUser(disabled.uid, { disabled: true });
    await expect(deleteAccount(services(), owner.uid)).rejects.toMatchObject({
      code: "failed-precondition",
    });
    expect(await authAccountExists(owner.uid, PROJECT)).toBe(true);
  });

  it("lets an admin go while another admin remains, and logs the role's end", async () => {
    const second = await createAccount("account-second", { admin: true, projectId: PROJECT });
    await deleteAccount(services(), owner.uid);
    expect(await authAccountExists(owner.uid, PROJECT)).toBe(false);
    expect((await db().doc(`users/${owner.uid}`).get()).exists).toBe(false);
    const audit = await db().collection("adminGrants").get();
    expect(audit.docs.map((d) => d.get("action") as string)).toEqual(["revoke"]);
    expect(audit.docs[0]?.get("reason")).toBe("account-deleted");
    // The one left is now the last.
    await expect(deleteAccount(services(), second.uid)).rejects.toMatchObject({
      code: "failed-precondition",
    });
  });
});

describe("deleteAccount, a customer", () => {
  it(`anonymises more orders than one batch takes (${BATCH_SIZE + 50})`, async () => {
    const customer = await createAccount("account-many", { projectId: PROJECT });
    const total = BATCH_SIZE + 50;
    for (let start = 0; start < total; start += BATCH_SIZE) {
      const batch = db().batch();
      for (let i = start; i < Math.min(total, start + BATCH_SIZE); i += 1) {
        batch.create(
          db()
            .collection("orders")
            .doc(`order-${String(i).padStart(4, "0")}`),
          {
            name: customer.displayName,
            email: customer.email,
            phoneNumber: "+1 555 0100",
            address: "1 Long Road",
            serviceName: "SEO",
            serviceId: "seo",
            uid: customer.uid,
            status: "pending",
            createdAt: Timestamp.now(),
          },
        );
      }
      await batch.commit();
    }
    const result = await deleteAccount(services(), customer.uid);
    expect(result.orders).toBe(total);
    const orders = await db().collection("orders").get();
    expect(orders.size).toBe(total);
    expect(orders.docs.filter((d) => d.get("email") !== "" || d.get("uid") !== "")).toEqual([]);
    expect(orders.docs.every((d) => d.get("accountDeletedAt") instanceof Timestamp)).toBe(true);
    expect(await authAccountExists(customer.uid, PROJECT)).toBe(false);
  });

  it("finishes a deletion that stopped half-way when called again", async () => {
    const customer = await createAccount("account-retry", { projectId: PROJECT });
    const review = await addApprovedReview(customer);
    // As if an earlier call had deleted the profile and then failed.
    await db().doc(`users/${customer.uid}`).delete();
    await deleteAccount(services(), customer.uid);
    expect((await db().doc(`reviews/${review}`).get()).exists).toBe(false);
    expect(await authAccountExists(customer.uid, PROJECT)).toBe(false);
  });

  it("keeps the agency's queue when the account uses the agency's own address", async () => {
    const address = brand.emails[0];
    const agency = await adminAuth(PROJECT).createUser({ email: address, emailVerified: true });
    const queued = await db()
      .collection("mail")
      .add({ to: address, message: { subject: "New booking" } });
    await deleteAccount(services(), agency.uid);
    expect((await db().doc(`mail/${queued.id}`).get()).exists).toBe(true);
    expect(await authAccountExists(agency.uid, PROJECT)).toBe(false);
  });

  it("answers not-found for an account that does not exist", async () => {
    await expect(deleteAccount(services(), "no-such-uid")).rejects.toMatchObject({
      code: "not-found",
    });
  });
});

describe("deleteAccount, a customer with calls", () => {
  const ALL_DAY = [{ start: "00:00", end: "24:00" }];

  /** A service whose 30-minute calls are with one host, all day every day (Europe/Berlin). */
  async function callsOf(serviceId: string, hostId: string): Promise<void> {
    const batch = db().batch();
    batch.set(db().doc(`services/${serviceId}`), { name: "SEO", createdAt: Timestamp.now() });
    batch.set(
      db().doc(`hosts/${hostId}`),
      registry.hosts.write(
        {
          name: "Maya",
          weekly: everyDay(ALL_DAY),
          exceptions: [],
        },
        Timestamp.now(),
      ),
    );
    batch.set(
      db().doc(`hostContacts/${hostId}`),
      registry.hostContacts.write({ email: "maya@agency.test", uid: null }, Timestamp.now()),
    );
    batch.set(db().doc(`serviceCalls/${serviceId}`), {
      enabled: true,
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      bookingWindowDays: 30,
      dailyCapPerHost: 10,
      stepMinutes: 30,
      cancelCutoffHours: 24,
      hostIds: [hostId],
    });
    await batch.commit();
  }

  const inDays = (days: number, time: string) =>
    new Date(
      zonedInstant(addDays(localDate(Date.now(), "Europe/Berlin"), days), time, "Europe/Berlin") ??
        0,
    ).toISOString();

  it("cancels the calls still ahead, frees their times, mails the cancellations, anonymises", async () => {
    await callsOf("seo", "maya");
    const customer = await createAccount("account-calls", { projectId: PROJECT });
    const who = { uid: customer.uid, email: customer.email, name: "Carl", verified: true };
    const accounts = adminAuth(PROJECT);
    const ids: string[] = [];
    for (const start of [inDays(2, "10:00"), inDays(3, "10:00")]) {
      const { booking } = await createBooking(db(), who, {
        serviceId: "seo",
        start,
        timeZone: "Asia/Kolkata",
        notes: "Call me on my mobile",
      });
      await queueBookingMails(db(), "confirmed", booking, { accounts });
      ids.push(booking.id);
    }
    const result = await deleteAccount(services(), customer.uid);
    expect(result).toMatchObject({ callsCancelled: 2, bookings: 2 });
    for (const id of ids) {
      const booking = readBooking(id, (await db().doc(`bookings/${id}`).get()).data());
      expect(booking).toMatchObject({
        status: "cancelled",
        sequence: 1,
        uid: "",
        name: "",
        email: "",
        notes: "",
      });
      expect(booking.accountDeletedAt).toBeInstanceOf(Date);
      expect((await db().doc(`busy/${id}`).get()).exists).toBe(false);
      const cells = await db().collection("occupancy").where("owner", "==", `bookings/${id}`).get();
      expect(cells.size).toBe(0);
      // The cancellations (with METHOD:CANCEL) stay queued; the confirmations are gone.
      const mail = await db().collection("mail").where("bookingId", "==", id).get();
      expect(mail.docs.map((d) => d.id).sort()).toEqual([
        `booking-${id}-1-cancelled`,
        `booking-${id}-1-host-cancelled`,
      ]);
      const customerMail = mail.docs.find((d) => d.id.endsWith("-1-cancelled"));
      expect(customerMail?.get("to")).toBe(customer.email);
      const attachments = customerMail?.get("message.attachments") as { contentType: string }[];
      expect(attachments[0]?.contentType).toBe("text/calendar; method=CANCEL");
    }
    expect((await db().collection("hostDays").get()).size).toBe(0);
    // The times are free for others again.
    const next = await createAccount("account-next", { projectId: PROJECT });
    const again = await createBooking(
      db(),
      { uid: next.uid, email: next.email, name: "Nora", verified: true },
      { serviceId: "seo", start: inDays(2, "10:00"), timeZone: "Europe/Berlin" },
    );
    expect(again.booking.status).toBe("booked");
  });
});
