/**
 * Accounts in Chromium against the Auth emulator: sign up, log out, log in, wrong password,
 * password mismatch, email verification (the link the emulator records, the dashboard's notice
 * and Resend), Google sign-in through the emulator's popup, and the signed-in guard.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PROJECT_ID, URLS } from "../../scripts/lib/config.ts";
import { accounts } from "../../scripts/seed/data.ts";
import { adminAuth, adminDb, verificationLinks } from "../support/admin.ts";
import { completeGooglePopup } from "../support/google-popup.ts";
import { goto, openPage, openSignedIn, shoot, signInViaUi, useBrowser } from "../support/e2e.ts";

const browser = useBrowser();

describe("email and password accounts", () => {
  it("signs up, logs out and logs back in", async () => {
    const email = `new-${randomUUID().slice(0, 8)}@agency.test`;
    const { page, context, errors } = await openPage(browser(), "/signUp");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel(/^Name/).fill("Nora Newcomer");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Password/).fill("secret-pass-1");
    await form.getByLabel("Retype password").fill("secret-pass-1");
    await form.getByRole("button", { name: "SignUp" }).click();
    await page.getByText("User Created successfully").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("greeting").getByText("Hello, Nora Newcomer").waitFor();
    await page.getByRole("link", { name: "Dashboard" }).waitFor();

    const user = await adminAuth().getUserByEmail(email);
    expect(user.displayName).toBe("Nora Newcomer");
    const profile = await adminDb().doc(`users/${user.uid}`).get();
    expect(profile.data()).toMatchObject({ email, displayName: "Nora Newcomer" });
    expect(profile.get("admin")).toBeUndefined();

    await page.getByRole("button", { name: "LogOut" }).click();
    await page.getByRole("link", { name: "Login" }).click();
    await signInViaUi(page, email, "secret-pass-1");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("greeting").getByText("Hello, Nora Newcomer").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses mismatched passwords without creating an account", async () => {
    const email = `mismatch-${randomUUID().slice(0, 8)}@agency.test`;
    const { page, context } = await openPage(browser(), "/signUp");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel(/^Name/).fill("Mia Match");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Password/).fill("secret-pass-1");
    await form.getByLabel("Retype password").fill("secret-pass-2");
    await form.getByRole("button", { name: "SignUp" }).click();
    await page.getByRole("alert").getByText("password didn't match").waitFor();
    await shoot(page, "signup-mismatch");
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
    await context.close();
  });

  it("shows a friendly message for a wrong password", async () => {
    const { page, context } = await openPage(browser(), "/login");
    await signInViaUi(page, accounts.customer.email, "wrong-password", { expectSuccess: false });
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "The email or password is incorrect." });
    await alert.waitFor();
    await expect(page.getByRole("alert").first().textContent()).resolves.not.toContain("auth/");
    await shoot(page, "login-error");
    await context.close();
  });

  it("tells an existing account that it already exists", async () => {
    const { page, context } = await openPage(browser(), "/signUp");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel(/^Name/).fill("Carl Again");
    await form.getByLabel("Email").fill(accounts.customer.email);
    await form.getByLabel(/^Password/).fill("whatever-1");
    await form.getByLabel("Retype password").fill("whatever-1");
    await form.getByRole("button", { name: "SignUp" }).click();
    await page
      .getByRole("alert")
      .getByText("An account with this email already exists. Try logging in.")
      .waitFor();
    await context.close();
  });
});

describe("email verification", () => {
  it("sends a link on sign-up; the dashboard shows a notice with Resend until the link is followed", async () => {
    const email = `verify-${randomUUID().slice(0, 8)}@agency.test`;
    const { page, context, errors } = await openPage(browser(), "/signUp");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel(/^Name/).fill("Vera Verify");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Password/).fill("secret-pass-1");
    await form.getByLabel("Retype password").fill("secret-pass-1");
    await form.getByRole("button", { name: "SignUp" }).click();
    await page.getByText("User Created successfully").waitFor();
    await page.getByText(`We sent a link to ${email}`).waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    // The Auth emulator recorded the link the mail carries.
    await expect.poll(async () => (await verificationLinks(email)).length).toBe(1);
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(false);

    await goto(page, "/dashboard");
    const notice = page.getByRole("region", { name: "Email verification" });
    await notice.getByText("Please verify your email address").waitFor();
    await notice.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor();
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    await shoot(page, "dashboard-verify-email");

    // Resend: a second link, a word that it went, and a wait before the next one.
    await notice.getByRole("button", { name: "Resend", exact: true }).click();
    await notice.getByRole("status").getByText(`We sent a new link to ${email}.`).waitFor();
    await expect.poll(async () => (await verificationLinks(email)).length).toBe(2);
    const waiting = notice.getByRole("button", { name: /^Resend \(\d+ s\)$/ });
    await expect(waiting.isDisabled()).resolves.toBe(true);
    // The wait holds across a reload, so reloading does not hammer the mailer.
    await goto(page, "/dashboard");
    await expect(waiting.isDisabled()).resolves.toBe(true);

    // Until the address is verified, booking waits: the service page says why, Book Now is off
    // (the rules and the API would refuse the order: the agency mails only proven addresses).
    await goto(page, "/services/services/web-design");
    const booking = page.getByRole("form", { name: "Book this service" });
    const bookNow = booking.getByRole("button", { name: "Book Now" });
    await page.getByText("You can book a service once it is verified.").waitFor();
    await expect(bookNow.isDisabled()).resolves.toBe(true);
    await shoot(page, "booking-needs-verification");

    // The recipient follows the newest link; the Auth emulator applies it.
    const link = (await verificationLinks(email)).at(-1) ?? "";
    const mail = await context.newPage();
    await mail.goto(link);
    await mail.getByText("The email has been successfully verified.").waitFor();
    await mail.close();
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    await goto(page, "/dashboard");
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    await expect(notice.count()).resolves.toBe(0);

    // Verified now: the session renews its ID token (the old one still said unverified), so
    // the booking goes through at once.
    await goto(page, "/services/services/web-design");
    await expect.poll(() => bookNow.isEnabled()).toBe(true);
    await booking.getByLabel("Phone").fill("+1 555 0142");
    await booking.getByLabel("Address").fill("14 Verified Street");
    await bookNow.click();
    await page.getByText("Thank You for Choosing Bluepeak Digital").first().waitFor();
    const { uid } = await adminAuth().getUserByEmail(email);
    const orders = await adminDb().collection("orders").where("uid", "==", uid).get();
    expect(orders.docs.map((order) => order.get("serviceName") as unknown)).toEqual(["Web Design"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows no notice to a verified account (the seed customer)", async () => {
    const { page, context } = await openSignedIn(browser(), accounts.customer, "/dashboard");
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    await expect(page.getByRole("region", { name: "Email verification" }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("password reset", () => {
  it("sends a reset email (the Auth emulator records its link)", async () => {
    const { page, context } = await openPage(browser(), "/login");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByRole("button", { name: "Forgot password?" }).click();
    await form.getByText("Enter your email address first").waitFor();
    await form.getByLabel("Email").fill(accounts.customer.email);
    await form.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByText("Check your email").waitFor();
    const res = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await res.json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(oobCodes).toContainEqual(
      expect.objectContaining({ email: accounts.customer.email, requestType: "PASSWORD_RESET" }),
    );
    await context.close();
  });
});

describe("Google sign-in", () => {
  it("signs in through the Auth emulator's popup and saves the profile", async () => {
    const { page, context, errors } = await openPage(browser(), "/login");
    await completeGooglePopup(page, () =>
      page.getByRole("button", { name: "Continue with Google" }).click(),
    );
    await page.waitForURL((url) => url.pathname === "/");
    const greeting = page.getByTestId("greeting");
    await greeting.waitFor();
    const name = ((await greeting.textContent()) ?? "").replace("Hello, ", "");
    const found = await adminDb().collection("users").where("displayName", "==", name).get();
    expect(found.size).toBe(1);
    // Google has verified the address: no link to follow, and the role can be granted to it.
    expect((await adminAuth().getUser(found.docs[0]?.id ?? "")).emailVerified).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the signed-in guard", () => {
  it("sends a signed-out visitor to /login and back to the service after login", async () => {
    const { page, context } = await openPage(browser(), "/services/services/web-design");
    await page.waitForURL("**/login");
    await signInViaUi(page, accounts.customer.email, accounts.customer.password);
    await page.waitForURL("**/services/services/web-design");
    await page.getByRole("heading", { name: "Websites that work as hard as you do" }).waitFor();
    await context.close();
  });
});
