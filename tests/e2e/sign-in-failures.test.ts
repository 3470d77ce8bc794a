/**
 * Google sign-in that goes wrong, in Chromium: the sign-in request fails on the network, or the
 * user closes Google's window. The login page shows the friendly message (web/src/lib/auth-errors.ts),
 * never the provider's code, and stays usable: email and password sign-in works right after.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { adminAuth } from "../support/admin.ts";
import { openPage, shoot, signInViaUi, useBrowser } from "../support/e2e.ts";

const browser = useBrowser();
const customer = accounts.customer;

const NETWORK_MESSAGE =
  "We could not reach the sign-in service. Check your connection and try again.";
const CLOSED_MESSAGE = "The Google sign-in window was closed before you finished.";

const googleButton = (page: Page) => page.getByRole("button", { name: "Continue with Google" });
const alerts = (page: Page) => page.getByRole("alert");

/** Every account of the Auth emulator, by uid (to prove a failed sign-in created none). */
async function accountIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    page.users.forEach((user) => ids.add(user.uid));
    pageToken = page.pageToken;
  } while (pageToken);
  return ids;
}

/** After a failed Google attempt: the button is usable again and a password sign-in works. */
async function expectUsable(page: Page): Promise<void> {
  await expect.poll(() => googleButton(page).isEnabled()).toBe(true);
  await signInViaUi(page, customer.email, customer.password);
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByTestId("greeting").getByText(`Hello, ${customer.displayName}`).waitFor();
  await expect(alerts(page).count()).resolves.toBe(0);
}

describe("Google sign-in failures", () => {
  it("a network error while signing in shows the friendly message; the page stays usable", async () => {
    const before = await accountIds();
    const { page, context, errors } = await openPage(browser(), "/login");
    // The emulator's popup completes, then the app's exchange of Google's answer for a Firebase
    // session (accounts:signInWithIdp) fails as if the connection had dropped.
    let aborted = 0;
    await context.route("**/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp*", (route) => {
      aborted += 1;
      return route.abort("internetdisconnected");
    });
    const popupPromise = context.waitForEvent("page");
    await googleButton(page).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.locator("#add-account-button").click();
    await popup.locator("#autogen-button").click();
    await popup.locator("#sign-in").click();

    await alerts(page).filter({ hasText: NETWORK_MESSAGE }).waitFor({ timeout: 20_000 });
    expect(aborted).toBeGreaterThan(0);
    await expect(alerts(page).first().textContent()).resolves.not.toMatch(/auth\/|Firebase/);
    expect(page.url()).toMatch(/\/login$/);
    await shoot(page, "login-google-network-error");
    expect(await accountIds()).toEqual(before);

    await context.unroute("**/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp*");
    await expectUsable(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closing Google's window shows the friendly message; the page stays usable", async () => {
    const { page, context, errors } = await openPage(browser(), "/login");
    const popupPromise = context.waitForEvent("page");
    await googleButton(page).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.locator("#add-account-button").waitFor();
    await popup.close();

    await alerts(page).filter({ hasText: CLOSED_MESSAGE }).waitFor({ timeout: 20_000 });
    await expect(alerts(page).first().textContent()).resolves.not.toMatch(/auth\/|Firebase/);
    expect(page.url()).toMatch(/\/login$/);
    await shoot(page, "login-google-popup-closed");

    await expectUsable(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
