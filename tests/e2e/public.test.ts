/**
 * The public site on the Hosting emulator (production build), in Chromium: every public route with
 * the spec's texts, anchor links, the 404 page, the contact form, and the phone-width menu.
 * Screenshots of every page at 1280 and 390 px go to test-results/screenshots/.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutPoints, site } from "../../web/src/config/site.ts";
import { SIGNED_IN_HINT_KEY } from "../../web/src/lib/signed-in-hint.ts";
import { accounts, reviews, services, team } from "../../scripts/seed/data.ts";
import { URLS } from "../../scripts/lib/config.ts";
import { adminDb } from "../support/admin.ts";
import {
  goto,
  LIVE_EDIT_MS,
  liveFeeds,
  openPage,
  openUnhydrated,
  shoot,
  useBrowser,
  waitForFeed,
  WIDTHS,
} from "../support/e2e.ts";

const browser = useBrowser();

describe("landing page", () => {
  it.each([["/"], ["/home"]])("%s shows every section with its texts", async (path) => {
    const { page, errors, context } = await openPage(browser(), path);
    await expect.poll(() => page.title()).toBe(`${site.brand}: ${site.tagline}`);
    const banner = page.getByRole("heading", { level: 1 });
    await expect(banner.textContent()).resolves.toContain("We grow brands");
    await page.getByRole("main").getByRole("link", { name: "Services", exact: true }).waitFor();
    // No picks in the seed: the first four services, in the services page's order.
    const firstFour = [...services].sort((a, b) => a.order - b.order).slice(0, 4);
    await expect
      .poll(() => page.getByTestId("top-services").getByRole("heading").allTextContents())
      .toEqual(firstFour.map(({ name }) => name));
    for (const point of aboutPoints) {
      await page.locator("#aboutUs").getByRole("heading", { name: point.title }).waitFor();
    }
    await page.locator("#team").getByText("Meet Our Team").first().waitFor();
    // The team and the reviews are in the server-rendered HTML.
    await page.locator("#team").scrollIntoViewIfNeeded();
    for (const member of team) {
      await page
        .locator("#team")
        .getByText(member.nameDeg.split(",")[0] ?? "")
        .waitFor();
    }
    await page.locator("#reviews").getByRole("heading", { name: "User reviews" }).waitFor();
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page
      .locator("#reviews")
      .getByText(reviews[0]?.name ?? "")
      .first()
      .waitFor();
    // The carousel replaces the server's preview once its lazy chunk has loaded.
    await page.locator("#reviews .swiper-pagination-bullet").nth(1).waitFor();
    await page.locator("#reviews .swiper-button-next").waitFor({ state: "visible" });
    const contact = page.locator("#contactUs");
    for (const text of [...site.phones, ...site.emails, site.address, "Get In Touch"]) {
      await contact.getByText(text, { exact: true }).first().waitFor();
    }
    await contact.getByRole("button", { name: "Send Now" }).waitFor();
    const footer = page.getByRole("contentinfo");
    for (const text of [site.blurb, site.contactPitch, site.address]) {
      await footer.getByText(text).waitFor();
    }
    await footer.getByText(`Phone: ${site.phones[0]}`).waitFor();
    await footer.getByText(`Email: ${site.emails[0]}`).waitFor();
    if (path === "/") await shoot(page, "landing");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows each review with its star rating", async () => {
    const { page, context } = await openPage(browser(), "/");
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    const stars = page.locator("#reviews").getByRole("img", { name: /Rated .* out of 5/ });
    await stars.first().waitFor();
    const labels = await stars.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute("aria-label")),
    );
    expect(labels).toEqual(
      expect.arrayContaining(reviews.map((r) => `Rated ${r.ratings} out of 5`)),
    );
    await context.close();
  });

  it("starts the team's live query when the visitor scrolls to it: a rename then reaches the page", async () => {
    const member = team[0];
    if (!member) throw new Error("The seed data has no team member");
    const { page, context, errors } = await openPage(browser(), "/");
    // The card shows "Name, Role" as a name and a role.
    const [name, role] = member.nameDeg.split(", ");
    const renamed = `${name} Renamed${Date.now()}`;
    const ref = adminDb().collection("team").doc(member.id);
    // Not before the visitor comes near it: the landing's other feeds are live by then.
    await waitForFeed(page, "services");
    await expect(liveFeeds(page)).resolves.not.toContain("team");
    await page.locator("#team").scrollIntoViewIfNeeded();
    await waitForFeed(page, "team");
    await ref.update({ nameDeg: `${renamed}, ${role}` });
    try {
      await page.locator("#team").getByText(renamed).waitFor({ timeout: LIVE_EDIT_MS });
    } finally {
      await ref.update({ nameDeg: member.nameDeg });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps its content when a live section's code cannot load (a bad connection)", async () => {
    const context = await browser().newContext({ baseURL: URLS.hosting });
    // Every live watcher's chunk fails to load, as on a connection that drops.
    await context.route(/\/assets\/live[^/]*\.js(\?.*)?$/, (route) => route.abort());
    const page = await context.newPage();
    const uncaught: string[] = [];
    const logged: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await goto(page, "/");
    // Near the team, its watcher loads (and fails): the page reports it, caught, ...
    await page.locator("#team").scrollIntoViewIfNeeded();
    await expect
      .poll(() => logged.some((text) => /Failed to fetch dynamically imported module/.test(text)))
      .toBe(true);
    // ... and keeps everything it showed. While the error reaches the section's error boundary,
    // React briefly keeps a hidden copy of the list (display: none, out of the accessibility
    // tree) beside the one shown: what counts is the visible one.
    expect(uncaught).toEqual([]);
    await page.getByRole("heading", { level: 1 }).waitFor();
    for (const member of team) {
      await page
        .locator("#team")
        .getByText(member.nameDeg.split(",")[0] ?? "", { exact: true })
        .filter({ visible: true })
        .waitFor();
    }
    await expect(page.getByTestId("top-services").getByRole("heading").count()).resolves.toBe(4);
    await context.close();
  });

  it("shows a first-time visitor Login without loading Firebase Auth; a browser that had a user loads it", async () => {
    const { page, errors, context } = await openPage(browser(), "/");
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await login.waitFor();
    // The scripts the page fetched, as the browser recorded them.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".js")),
      );
    const authCode = (paths: string[]) =>
      paths.filter((path) => /\/(AuthArea|auth\.client)-/.test(path));
    expect(authCode(await scripts())).toEqual([]);
    // Firebase Auth keeps the hint; one it left says "maybe signed in", so the top bar asks Auth.
    await page.evaluate((key) => localStorage.setItem(key, "1"), SIGNED_IN_HINT_KEY);
    await goto(page, "/");
    await login.waitFor();
    await expect.poll(async () => authCode(await scripts()).length).toBe(2);
    // Auth found no user, and cleared the hint.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_HINT_KEY))
      .toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("scrolls to a section from the top bar's anchor links", async () => {
    const { page, context } = await openPage(browser(), "/services");
    for (const [label, id] of [
      ["Team", "team"],
      ["Contact", "contactUs"],
      ["About", "aboutUs"],
      ["Reviews", "reviews"],
    ] as const) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: label })
        .click();
      await page.waitForURL(`**/home#${id}`);
      await expect
        .poll(() =>
          page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        )
        .toBeLessThan(120);
    }
    await context.close();
  });

  // Below the fold, a section holds an estimated height until it is drawn: a scroll that passes
  // the sections above its target draws them, which moves the target, so the scroll is taken again.
  it.each(["reviews", "contactUs"])(
    "lands on #%s when a phone opens it from a link",
    async (id) => {
      const { page, errors, context } = await openPage(browser(), `/home#${id}`, WIDTHS.phone);
      const top = () =>
        page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      // Under the sticky top bar: the sections' scroll-margin-top (web/src/styles/base.css).
      await expect.poll(top, { timeout: 5000 }).toBe(80);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("opens the menu drawer on a phone", async () => {
    const { page, context } = await openPage(browser(), "/", WIDTHS.phone);
    await shoot(page, "landing");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (const label of ["Home", "Services", "About", "Team", "Reviews", "Contact", "Login"]) {
      await drawer.getByRole("link", { name: label, exact: true }).waitFor();
    }
    await shoot(page, "menu-drawer", { fullPage: false });
    await drawer.getByRole("link", { name: "Team" }).click();
    await page.waitForURL("**/home#team");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });
});

describe("motion", () => {
  /** Records every Web Animations call (framer-motion's `animate` plays through them). */
  const RECORD_ANIMATIONS = `
    window.__animations = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      window.__animations.push({
        text: this.textContent.slice(0, 200),
        duration: typeof options === "number" ? options : options && options.duration,
        properties: Object.keys(Array.isArray(keyframes) ? keyframes[0] || {} : keyframes || {}),
      });
      return animate.call(this, keyframes, options);
    };
  `;
  interface Recorded {
    text: string;
    duration: number;
    properties: string[];
  }
  /** Scrolls as a visitor does, a little at a time, until `target` is in view. */
  async function scrollTo(page: Page, target: Locator): Promise<void> {
    while (
      !(await target.evaluate((element) => element.getBoundingClientRect().bottom < innerHeight))
    ) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(100);
    }
  }
  const recorded = (page: Page) =>
    page.evaluate(() => (window as unknown as { __animations: Recorded[] }).__animations);

  it("fades a card in once as it scrolls into view, in 300 ms, and leaves it as rendered", async () => {
    const { page, context } = await openPage(browser(), "/", WIDTHS.phone);
    await context.addInitScript(RECORD_ANIMATIONS);
    await goto(page, "/");
    const card = page.locator("#aboutUs").getByText(aboutPoints[0].text);
    // Nothing in the server's HTML is hidden for the motion.
    expect(await (await page.request.get("/")).text()).not.toMatch(/style="[^"]*opacity/);
    // Scrolled as a visitor does, a little at a time, until the card is in view.
    while (
      !(await card.evaluate((element) => element.getBoundingClientRect().bottom < innerHeight))
    ) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(100);
    }
    // One animation per property, played once.
    await expect
      .poll(async () =>
        (await recorded(page))
          .filter((a) => a.text.includes(aboutPoints[0].text))
          .map((a) => `${a.properties.join()} ${a.duration} ms`)
          .sort(),
      )
      .toEqual(["opacity 300 ms", "transform 300 ms"]);
    // Once played, the card is back as rendered: no inline style, fully opaque.
    await expect
      .poll(() =>
        card.evaluate((element) => {
          const revealed = element.closest("[style]");
          return [revealed?.getAttribute("style") ?? "", getComputedStyle(element).opacity];
        }),
      )
      .toEqual(["", "1"]);
    // Nothing at the top of the page moved: the banner is as the server rendered it.
    expect((await recorded(page)).some((a) => a.text.includes(site.tagline))).toBe(false);
    await context.close();
  });

  it("moves nothing for a visitor who asks for reduced motion", async () => {
    const { page, context } = await openPage(browser(), "/", WIDTHS.phone);
    await context.addInitScript(RECORD_ANIMATIONS);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await goto(page, "/");
    await scrollTo(page, page.locator("#aboutUs").getByText(aboutPoints[0].text));
    await scrollTo(page, page.locator("#contactUs").getByRole("button", { name: "Send" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Team", exact: true }).waitFor();
    expect(await recorded(page)).toEqual([]);
    await context.close();
  });
});

describe("services list", () => {
  it.each([[WIDTHS.desktop], [WIDTHS.phone]])("lists every service at %i px", async (width) => {
    const { page, context, errors } = await openPage(browser(), "/services", width);
    await expect.poll(() => page.title()).toBe(`Services | ${site.brand}`);
    await page.getByRole("heading", { name: "Services We Offer" }).waitFor();
    for (const service of services) {
      await page.getByRole("heading", { name: service.name }).waitFor();
      await page.getByText(service.des).waitFor();
      const learnMore = page.getByRole("link", { name: `Learn More about ${service.name}` });
      await expect(learnMore.getAttribute("href")).resolves.toBe(
        `/services/services/${service.id}`,
      );
    }
    await shoot(page, "services");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's list at once, then keeps it live: a rename reaches the open page", async () => {
    const service = services[0];
    if (!service) throw new Error("The seed data has no service");
    const { page, context, errors } = await openPage(browser(), "/services");
    // In the HTML: no skeleton, no waiting for Firestore.
    await expect(page.getByRole("heading", { name: service.name }).count()).resolves.toBe(1);
    await expect(page.locator("[aria-busy=true]").count()).resolves.toBe(0);
    const renamed = `${service.name} (renamed ${Date.now()})`;
    const ref = adminDb().collection("services").doc(service.id);
    await waitForFeed(page, "services");
    await ref.update({ name: renamed });
    try {
      await page.getByRole("heading", { name: renamed }).waitFor({ timeout: LIVE_EDIT_MS });
    } finally {
      await ref.update({ name: service.name });
    }
    await page.getByRole("heading", { name: service.name, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("login, sign up and 404 pages", () => {
  it.each([[WIDTHS.desktop], [WIDTHS.phone]])("render their forms at %i px", async (width) => {
    const { page, context } = await openPage(browser(), "/login", width);
    await expect.poll(() => page.title()).toBe(`Login | ${site.brand}`);
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").waitFor();
    await expect(login.getByLabel("Email").getAttribute("type")).resolves.toBe("email");
    await login.getByLabel("Password").waitFor();
    await page.getByRole("button", { name: "Continue with Google" }).waitFor();
    await page.getByRole("button", { name: "Forgot password?" }).waitFor();
    await page.getByRole("link", { name: "Create an account" }).waitFor();
    await shoot(page, "login");

    await goto(page, "/signUp");
    await expect.poll(() => page.title()).toBe(`Sign up | ${site.brand}`);
    const signUp = page.getByRole("form", { name: "Sign up" });
    for (const label of ["Name", "Email", "Password", "Retype password"]) {
      await signUp.getByLabel(new RegExp(`^${label}`)).waitFor();
    }
    await signUp.getByRole("button", { name: "SignUp" }).waitFor();
    await shoot(page, "signup");

    await goto(page, "/no/such/page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await expect(page.getByRole("img", { name: /telescope/ }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.title()).toBe(`Page not found | ${site.brand}`);
    await shoot(page, "not-found");
    await context.close();
  });

  it("keeps an email and password typed before the page hydrated, and signs in with them", async () => {
    const { page, context, errors, hydrated, hydrate } = await openUnhydrated(browser(), "/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill(accounts.customer.email);
    await login.getByLabel("Password").fill(accounts.customer.password);
    await expect(hydrated()).resolves.toBe(false);
    await hydrate();
    await expect(login.getByLabel("Email").inputValue()).resolves.toBe(accounts.customer.email);
    await expect(login.getByLabel("Password").inputValue()).resolves.toBe(
      accounts.customer.password,
    );
    await login.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows inline errors for an empty login form", async () => {
    const { page, context } = await openPage(browser(), "/login");
    await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await context.close();
  });
});

describe("contact form", () => {
  it("stores a message and confirms it", async () => {
    const { page, context } = await openPage(browser(), "/home#contactUs");
    const form = page.getByRole("form", { name: "Get In Touch" });
    const subject = `Quote request ${Date.now()}`;
    await form.getByLabel("Full name").fill("Jamie Visitor");
    await form.getByLabel("Email").fill("jamie@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Phone").fill("+1 555 0199");
    await form.getByLabel("Message").fill("We would like a new website.");
    await form.getByRole("button", { name: "Send Now" }).click();
    await page.getByText("Thank you, your message has been sent").waitFor();
    await expect(form.getByLabel("Subject").inputValue()).resolves.toBe("");
    const stored = await adminDb().collection("messages").where("subject", "==", subject).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.data()).toMatchObject({
      fullName: "Jamie Visitor",
      email: "jamie@example.com",
      phone: "+1 555 0199",
      message: "We would like a new website.",
    });
    await context.close();
  });

  it("keeps what a visitor typed before the page hydrated, and sends it", async () => {
    const { page, context, errors, hydrated, hydrate } = await openUnhydrated(
      browser(),
      "/home#contactUs",
    );
    const form = page.getByRole("form", { name: "Get In Touch" });
    const subject = `Typed before hydration ${Date.now()}`;
    await form.getByLabel("Full name").fill("Early Visitor");
    await form.getByLabel("Email").fill("early@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Phone").fill("+1 555 0100");
    await form.getByLabel("Message").fill("Typed while the page was still loading.");
    await expect(hydrated()).resolves.toBe(false);
    await hydrate();
    await expect(form.getByLabel("Subject").inputValue()).resolves.toBe(subject);
    await form.getByRole("button", { name: "Send Now" }).click();
    await page.getByText("Thank you, your message has been sent").waitFor();
    const stored = await adminDb().collection("messages").where("subject", "==", subject).get();
    expect(stored.docs.map((doc) => doc.data())).toMatchObject([
      {
        fullName: "Early Visitor",
        email: "early@example.com",
        phone: "+1 555 0100",
        message: "Typed while the page was still loading.",
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows inline errors and stores nothing when fields are missing", async () => {
    const before = (await adminDb().collection("messages").count().get()).data().count;
    const { page, context } = await openPage(browser(), "/home#contactUs");
    const form = page.getByRole("form", { name: "Get In Touch" });
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Send Now" }).click();
    for (const message of [
      "Full name is required",
      "Enter a valid email address",
      "Subject is required",
      "Phone is required",
      "Message is required",
    ]) {
      await form.getByText(message).waitFor();
    }
    await shoot(page, "contact-errors");
    expect((await adminDb().collection("messages").count().get()).data().count).toBe(before);
    await context.close();
  });
});
