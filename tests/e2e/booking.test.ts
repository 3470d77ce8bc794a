/** Booking a service in Chromium: one order, owned by the user, pending, read back from Firestore. */
import { describe, expect, it } from "vitest";
import { accounts, services } from "../../scripts/seed/data.ts";
import { adminDb } from "../support/admin.ts";
import { openSignedIn, shoot, useBrowser, WIDTHS } from "../support/e2e.ts";

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
