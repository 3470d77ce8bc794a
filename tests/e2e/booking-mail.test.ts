/**
 * A booking in Chromium queues the customer's email (the Trigger Email extension's `mail`
 * collection, read back with the Admin SDK), and Manage Orders shows the email's state.
 */
import { describe, expect, it } from "vitest";
import { accounts, services } from "../../scripts/seed/data.ts";
import { adminDb, createAccount } from "../support/admin.ts";
import { openSignedIn, shoot, useBrowser } from "../support/e2e.ts";

const browser = useBrowser();

interface Mail {
  kind?: string;
  orderId?: string;
  message?: { subject?: string };
}

async function mailTo(email: string): Promise<Mail[]> {
  const snapshot = await adminDb().collection("mail").where("to", "==", email).get();
  return snapshot.docs.map((d) => d.data() as Mail);
}

describe("booking a service", () => {
  it("queues the customer's email and shows it queued on Manage Orders", async () => {
    const service = services.find((s) => s.id === "web-design");
    if (!service) throw new Error("seed service missing");
    const customer = await createAccount("mail-e2e");
    const { page, context, errors } = await openSignedIn(
      browser(),
      customer,
      `/services/services/${service.id}`,
    );
    const form = page.getByRole("form", { name: "Book this service" });
    await form.getByLabel("Phone").fill("+1 555 0177");
    await form.getByLabel("Address").fill("7 Inbox Avenue");
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("Thank You for Choosing Bluepeak Digital").first().waitFor();

    await expect
      .poll(async () => (await mailTo(customer.email)).map((mail) => mail.message?.subject))
      .toEqual([`We received your booking of ${service.name}`]);
    const [mail] = await mailTo(customer.email);
    expect(mail).toMatchObject({ kind: "order-received" });
    const orderId = String(mail?.orderId);
    expect(errors).toEqual([]);
    await context.close();

    const admin = await openSignedIn(browser(), accounts.admin, "/dashboard/manageOrders");
    const row = admin.page.locator(`[data-order-id="${orderId}"]`).first();
    await row.getByText("Email queued").waitFor();
    await shoot(admin.page, "manage-orders-mail-state");
    await admin.context.close();
  });
});
