/**
 * Stored cross-site scripting, in Chromium: hostile markup and `javascript:` URLs in every
 * free-text field a page renders (review, names, service texts, team, orders, contact messages,
 * display names) come out as plain text on every page that shows them, the editors included. Written through the UI
 * where a form exists (sign-up, contact, booking, review), through the Admin SDK elsewhere (which
 * skips the rules, so the rendering is tested on its own).
 *
 * The proof: no dialog opens, no element or event-handler attribute from the data lands in the
 * page, each hostile string is on the page as literal text, and no page error. The tour runs
 * once with the site's Content Security Policy switched off (so an injected handler WOULD run and
 * open a dialog; the first test shows the detectors catch one) and once with it on (no CSP
 * violation either, except the policy refusing `javascript:` URLs as image sources).
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { Dialog, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { adminAuth, adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import { collectErrors, goto, openPage, shoot, signInViaUi, useBrowser } from "../support/e2e.ts";

const browser = useBrowser();
const stamp = randomUUID().slice(0, 6);

/** Markup that runs script when parsed as HTML, each ending in a label to find it by. */
const img = (label: string) => `<img src=x data-xss onerror="alert('${label}')">${label}`;
const script = (label: string) => `"><script data-xss>alert('${label}')</script>${label}`;
const link = (label: string) => `<a data-xss href="javascript:alert('${label}')">${label}</a>`;
const frame = (label: string) =>
  `<iframe data-xss srcdoc="<script>alert('${label}')</script>"></iframe>${label}`;
const jsUrl = (label: string) => `javascript:alert('${label}')//${label}`;

const X = {
  // Written through the UI.
  displayName: img(`xss-user-${stamp}`),
  contactName: link(`xss-contact-${stamp}`),
  contactSubject: script(`xss-subject-${stamp}`),
  contactPhone: "<svg data-xss onload=alert(9)>", // 30 characters, the phone limit
  contactMessage: `${frame(`xss-message-${stamp}`)}\n${jsUrl(`xss-message-url-${stamp}`)}`,
  orderPhone: "<svg data-xss onload=alert(8)>",
  orderAddress: img(`xss-address-${stamp}`),
  reviewText: `${script(`xss-review-${stamp}`)} ${link(`xss-review-link-${stamp}`)}`,
  // Written with the Admin SDK.
  serviceName: img(`xss-service-${stamp}`),
  serviceDes: frame(`xss-des-${stamp}`),
  bannerh: script(`xss-bannerh-${stamp}`),
  bannerP: link(`xss-bannerp-${stamp}`),
  blockH1: img(`xss-h1-${stamp}`),
  blockP1: jsUrl(`xss-p1-${stamp}`),
  blockP2: frame(`xss-p2-${stamp}`),
  // nameDeg is "Name, Role" in at most 100 characters.
  teamName: `<img src=x data-xss onerror=alert(1)>t${stamp}`,
  teamRole: `<script data-xss>alert(2)</script>r${stamp}`,
  reviewerName: link(`xss-reviewer-${stamp}`),
  reviewerText: img(`xss-reviewer-text-${stamp}`),
  adminName: frame(`xss-admin-${stamp}`),
};

/** URLs where an image belongs: the rules refuse them; here only their rendering is tested. */
const IMAGE_URLS = {
  service: `javascript:alert('xss-service-img')`,
  block: `javascript:alert('xss-block-img')`,
  team: `x" onerror="alert('xss-team-img')`,
  reviewer: `javascript:alert('xss-reviewer-img')`,
};

/**
 * Script errors and CSP violations, less the site's CSP refusing to load the `javascript:` image
 * URLs above as images (the policy doing its job; a browser never runs such a URL from <img>).
 */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) =>
      !Object.values(IMAGE_URLS).some(
        (url) => error.includes(`Loading the image '${url}'`) && error.includes('"img-src'),
      ),
  );
}

const serviceId = `xss-service-${stamp}`;
const teamId = `xss-team-${stamp}`;
const reviewId = `xss-review-${stamp}`;
const customer = {
  email: `xss-${randomUUID().slice(0, 8)}@agency.test`,
  password: `pass-${randomUUID().slice(0, 8)}`,
};
let hostileAdmin: TestAccount;

beforeAll(async () => {
  const db = adminDb();
  await db.doc(`services/${serviceId}`).set({
    name: X.serviceName,
    des: X.serviceDes,
    img: IMAGE_URLS.service,
    bannerh: X.bannerh,
    bannerP: X.bannerP,
    des1: [
      { id: "xss-block", h1: X.blockH1, p1: X.blockP1, p2: X.blockP2, img1: IMAGE_URLS.block },
    ],
    createdAt: Timestamp.now(),
  });
  await db.doc(`team/${teamId}`).set({
    img: IMAGE_URLS.team,
    nameDeg: `${X.teamName}, ${X.teamRole}`,
  });
  await db.doc(`reviews/${reviewId}`).set({
    name: X.reviewerName,
    ratings: 5,
    review: X.reviewerText,
    image: IMAGE_URLS.reviewer,
    uid: `xss-reviewer-${stamp}`,
    status: "approved",
    createdAt: Timestamp.now(),
  });
  // An admin listed on Make Admin under a hostile name.
  hostileAdmin = await createAccount("xss-admin", { admin: true });
  await adminAuth().updateUser(hostileAdmin.uid, { displayName: X.adminName });
  await db.doc(`users/${hostileAdmin.uid}`).update({ displayName: X.adminName });
});

afterAll(async () => {
  const db = adminDb();
  const customerUid = await adminAuth()
    .getUserByEmail(customer.email)
    .then((u) => u.uid)
    .catch(() => null);
  const refs = [
    db.doc(`services/${serviceId}`),
    db.doc(`team/${teamId}`),
    db.doc(`reviews/${reviewId}`),
    db.doc(`users/${hostileAdmin.uid}`),
  ];
  if (customerUid) {
    refs.push(db.doc(`users/${customerUid}`));
    for (const name of ["orders", "reviews"]) {
      const mine = await db.collection(name).where("uid", "==", customerUid).get();
      refs.push(...mine.docs.map((d) => d.ref));
    }
  }
  const messages = await db.collection("messages").where("subject", "==", X.contactSubject).get();
  refs.push(...messages.docs.map((d) => d.ref));
  const batch = db.batch();
  refs.forEach((ref) => batch.delete(ref));
  await batch.commit();
  await adminAuth().deleteUsers([hostileAdmin.uid, ...(customerUid ? [customerUid] : [])]);
});

/** Watches a page for dialogs (dismissed at once, so nothing blocks) and script errors. */
function watch(page: Page): { dialogs: string[]; errors: string[] } {
  const dialogs: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, errors: collectErrors(page) };
}

/** What the page holds that came from markup in the data: elements, handlers, script URLs. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      const tag = el.tagName.toLowerCase();
      if (el.hasAttribute("data-xss")) found.push(`<${tag} data-xss>`);
      for (const attribute of Array.from(el.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`<${tag} ${attribute.name}>`);
      }
      if (tag === "a" && /^\s*javascript:/i.test(el.getAttribute("href") ?? "")) {
        found.push(`<a href="${el.getAttribute("href") ?? ""}">`);
      }
      if (tag === "iframe" && el.hasAttribute("srcdoc")) found.push("<iframe srcdoc>");
      if (tag === "img" && el.getAttribute("src") === "x") found.push('<img src="x">');
    }
    return found;
  });
}

/**
 * The page shows each of `texts` as literal text (attached: some sit in closed carousels or
 * folded panels), holds nothing injected, and has opened no dialog and thrown nothing.
 */
async function expectInert(
  page: Page,
  seen: { dialogs: string[]; errors: string[] },
  texts: string[],
): Promise<void> {
  for (const text of texts) {
    await page.getByText(text).first().waitFor({ state: "attached" });
  }
  await expect(injected(page)).resolves.toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(unexpected(seen.errors)).toEqual([]);
}

/** Lines of a multi-line text, as getByText matches them (one element per message). */
const lines = (text: string) => text.split("\n");

describe("the detectors", () => {
  it("catch markup that does get injected (with the CSP switched off, its handler runs)", async () => {
    const { page, context } = await openPage(browser(), "/services", undefined, {
      bypassCSP: true,
    });
    const seen = watch(page);
    await page.getByRole("heading", { name: "Services We Offer" }).waitFor();
    await expect(injected(page)).resolves.toEqual([]);
    await page.evaluate((html) => {
      const div = document.createElement("div");
      div.innerHTML = html;
      document.body.append(div);
    }, X.displayName);
    await expect.poll(() => seen.dialogs).toEqual([`xss-user-${stamp}`]);
    await expect(injected(page)).resolves.toEqual(
      expect.arrayContaining(["<img data-xss>", "<img onerror>", '<img src="x">']),
    );
    await context.close();
  });
});

describe("hostile text written through the forms", () => {
  it("is stored as typed: sign-up name, contact message, booking, review", async () => {
    const visitor = await openPage(browser(), "/home#contactUs");
    const contact = visitor.page.getByRole("form", { name: "Get In Touch" });
    await contact.getByLabel("Full name").fill(X.contactName);
    await contact.getByLabel("Email").fill("hostile@example.com");
    await contact.getByLabel("Subject").fill(X.contactSubject);
    await contact.getByLabel("Phone").fill(X.contactPhone);
    await contact.getByLabel("Message").fill(X.contactMessage);
    await contact.getByRole("button", { name: "Send Now" }).click();
    await visitor.page.getByText("Thank you, your message has been sent").waitFor();
    expect(unexpected(visitor.errors)).toEqual([]);
    await visitor.context.close();
    const message = await adminDb()
      .collection("messages")
      .where("subject", "==", X.contactSubject)
      .get();
    expect(message.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        fullName: X.contactName,
        phone: X.contactPhone,
        message: X.contactMessage,
      }),
    ]);

    const { page, context, errors } = await openPage(browser(), "/signUp");
    const signUp = page.getByRole("form", { name: "Sign up" });
    await signUp.getByLabel(/^Name/).fill(X.displayName);
    await signUp.getByLabel("Email").fill(customer.email);
    await signUp.getByLabel(/^Password/).fill(customer.password);
    await signUp.getByLabel("Retype password").fill(customer.password);
    await signUp.getByRole("button", { name: "SignUp" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("greeting").getByText(X.displayName).waitFor();
    const user = await adminAuth().getUserByEmail(customer.email);
    expect(user.displayName).toBe(X.displayName);
    // Only a verified address books and reviews: the address is marked verified (as following
    // the link in the verification mail does), and the next page load renews the session's token.
    await adminAuth().updateUser(user.uid, { emailVerified: true });

    await goto(page, `/services/services/${serviceId}`);
    const booking = page.getByRole("form", { name: "Book this service" });
    await expect
      .poll(() => booking.getByRole("button", { name: "Book Now" }).isEnabled())
      .toBe(true);
    await expect(booking.getByLabel(/^Name/).inputValue()).resolves.toBe(X.displayName);
    await expect(booking.getByLabel("Service name").inputValue()).resolves.toBe(X.serviceName);
    await booking.getByLabel("Phone").fill(X.orderPhone);
    await booking.getByLabel("Address").fill(X.orderAddress);
    await booking.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("Thank You for Choosing Bluepeak Digital").first().waitFor();
    const orders = await adminDb().collection("orders").where("uid", "==", user.uid).get();
    expect(orders.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        name: X.displayName,
        serviceName: X.serviceName,
        phoneNumber: X.orderPhone,
        address: X.orderAddress,
      }),
    ]);

    const seen = watch(page);
    await goto(page, "/dashboard/addReview");
    const review = page.getByRole("form", { name: "Add Review" });
    await expect(review.getByLabel(/^Name/).inputValue()).resolves.toBe(X.displayName);
    await review.getByLabel(/^Rating/).selectOption("4");
    await review.getByLabel(/^Review/).fill(X.reviewText);
    await review.getByRole("button", { name: "Add Review" }).click();
    await page.getByText("Thank You for Your Valuable Review").waitFor();
    // Awaiting approval, listed under the form as text.
    await page.getByRole("region", { name: "Awaiting approval" }).getByText(X.reviewText).waitFor();
    await expectInert(page, seen, [X.reviewText]);
    const reviews = await adminDb().collection("reviews").where("uid", "==", user.uid).get();
    expect(reviews.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ name: X.displayName, review: X.reviewText, status: "pending" }),
    ]);
    // An admin approves it, so that the landing page shows it too.
    await Promise.all(reviews.docs.map((d) => d.ref.update({ status: "approved" })));
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ["switched off", true],
  ["enforced", false],
])("every page that renders it, with the CSP %s", (_label, bypassCSP) => {
  const shotName = (name: string) => `xss-${name}${bypassCSP ? "-nocsp" : ""}`;

  it("shows it as text on the public and customer pages", async () => {
    const { page, context } = await openPage(browser(), "/login", undefined, { bypassCSP });
    const seen = watch(page);
    await signInViaUi(page, customer.email, customer.password);

    await goto(page, "/");
    // The team and the reviews load as they come near the viewport.
    await page.locator("#team").scrollIntoViewIfNeeded();
    await page.locator("#team").getByText(X.teamName).waitFor();
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page.locator("#reviews").getByText(X.reviewerName).first().waitFor();
    await expectInert(page, seen, [
      X.displayName, // the top bar's greeting
      X.teamName,
      X.teamRole,
      X.reviewerName,
      X.reviewerText,
      X.reviewText,
    ]);
    if (!bypassCSP) await shoot(page, shotName("landing"));

    await goto(page, "/services");
    await page.getByRole("heading", { name: X.serviceName }).waitFor();
    await expectInert(page, seen, [X.serviceName, X.serviceDes]);
    await expect(
      page.getByRole("link", { name: `Learn More about ${X.serviceName}` }).getAttribute("href"),
    ).resolves.toBe(`/services/services/${serviceId}`);

    await goto(page, `/services/services/${serviceId}`);
    await page.getByRole("heading", { name: X.bannerh, level: 1 }).waitFor();
    await expectInert(page, seen, [
      X.serviceName,
      X.bannerh,
      X.bannerP,
      X.blockH1,
      X.blockP1,
      X.blockP2,
    ]);
    await expect.poll(() => page.title()).toBe(`${X.serviceName} | Bluepeak Digital`);
    const booking = page.getByRole("form", { name: "Book this service" });
    await expect(booking.getByLabel(/^Name/).inputValue()).resolves.toBe(X.displayName);
    await expect(booking.getByLabel("Service name").inputValue()).resolves.toBe(X.serviceName);
    await shoot(page, shotName("service"));

    await goto(page, "/dashboard");
    await page.getByRole("heading", { name: "WellCome to DashBoard" }).waitFor();
    await expectInert(page, seen, [X.displayName]);

    await goto(page, "/dashboard/myOrders");
    await page.locator("[data-order-id]").first().waitFor();
    await expectInert(page, seen, [X.displayName, X.serviceName, X.orderPhone]);

    await goto(page, "/dashboard/addReview");
    const review = page.getByRole("form", { name: "Add Review" });
    await expect(review.getByLabel(/^Name/).inputValue()).resolves.toBe(X.displayName);
    await expectInert(page, seen, []);
    await context.close();
  });

  it("shows it as text in the back office", async () => {
    const { page, context } = await openPage(browser(), "/login", undefined, { bypassCSP });
    const seen = watch(page);
    await signInViaUi(page, accounts.admin.email, accounts.admin.password);

    await goto(page, "/dashboard/manageOrders");
    await page.getByText(X.orderPhone).waitFor();
    await expectInert(page, seen, [X.displayName, X.serviceName, X.orderPhone]);
    await shoot(page, shotName("manageOrders"));

    await goto(page, "/dashboard/manageReviews");
    await page.getByText(X.reviewText).waitFor();
    await expectInert(page, seen, [X.displayName, X.reviewText, X.reviewerName, X.reviewerText]);

    await goto(page, "/dashboard/manageServices");
    // In the list, and as an option of each top-service picker.
    await page.getByRole("table").getByText(X.serviceName).waitFor();
    await expect
      .poll(() => page.getByRole("option", { name: X.serviceName, exact: true }).count())
      .toBe(4);
    await expectInert(page, seen, [X.serviceName]);

    await goto(page, "/dashboard/messages");
    const item = page.getByRole("article", {
      name: `Message from ${X.contactName}: ${X.contactSubject}`,
    });
    await item.getByRole("button", { name: "Show message" }).click();
    await item.getByText(lines(X.contactMessage)[0] ?? "").waitFor();
    await expectInert(page, seen, [X.contactName, X.contactSubject, X.contactPhone]);
    await expect(item.getByText(X.contactPhone).count()).resolves.toBe(1);
    await expect
      .poll(() => item.locator("p").evaluateAll((ps) => ps.map((p) => p.textContent)))
      .toContain(X.contactMessage);
    await shoot(page, shotName("messages"));

    await goto(page, "/dashboard/makeAdmin");
    await page.getByText(X.adminName).waitFor();
    await expectInert(page, seen, [X.adminName]);

    await goto(page, "/dashboard/manageTeam");
    await page.getByText(X.teamRole).waitFor();
    await expectInert(page, seen, [X.teamName, X.teamRole]);

    // The editor holds the texts in its fields and names each block by its heading.
    await goto(page, `/dashboard/editService/${serviceId}`);
    const editor = page.getByRole("form", { name: "Edit Service" });
    await expect.poll(() => editor.getByLabel(/^Name/).inputValue()).toBe(X.serviceName);
    await expect(editor.getByLabel(/^Block 1 second paragraph/).inputValue()).resolves.toBe(
      X.blockP2,
    );
    await expectInert(page, seen, [`Block 1: ${X.blockH1}`]);
    await context.close();
  });
});
