/**
 * Every back-office page fits every screen and every finger, in Chromium at 1280, 1024 and 390 px,
 * with data chosen to stress widths: long names, long email addresses, 30 orders, calls, a
 * message, a review awaiting approval, a team member with a long role and an admin with a long
 * address. After each page has loaded:
 * - nothing overflows sideways: no visible element or text ends right of its nearest card (an
 *   ancestor with a right border, a shadow or clipped overflow) or of the viewport, and the page
 *   does not scroll sideways;
 * - an email address breaks across lines only before its `@` and its dots;
 * - at 390 px every visible button and link is at least 44 x 44 px (WCAG 2.5.5), except a link
 *   inside a sentence (the criterion's inline exception);
 * - the long editors keep their save buttons in view at the bottom of the screen, without covering
 *   the form's last field once scrolled to the end;
 * - Manage Orders and My Orders have a Date column beside the spec's columns.
 * Each role and width has one signed-in page that goes from page to page as a visitor does,
 * through the dashboard's menu (the drawer on phones) and the pages' own links; a screenshot is
 * saved for each page and width (test-results/screenshots/layout-*, and `-top` for what the
 * screen shows first of a long editor or an orders list).
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { registry } from "../../functions/src/shared/registry.ts";
import { accounts } from "../../scripts/seed/data.ts";
import { adminAuth, adminDb, createAccount, idToken, type TestAccount } from "../support/admin.ts";
import { callFunction } from "../support/api.ts";
import { openSignedIn, shoot, useBrowser, waitForContent, WIDTHS } from "../support/e2e.ts";

const browser = useBrowser();
const run = randomUUID().slice(0, 6);
const LAYOUT_WIDTHS = [WIDTHS.desktop, 1024, WIDTHS.phone] as const;
/** The smallest target WCAG 2.5.5 advises, in CSS pixels. */
const TARGET = 44;

let customer: TestAccount;
let longAdmin: TestAccount;
/** The accounts this file made, deleted after it. */
const madeAccounts: TestAccount[] = [];
const created: { collection: string; id: string }[] = [];
const teamMemberId = `layout-${run}`;
const messageSubject = `Quarterly reporting for our franchise locations ${run}`;
const reviewText = `Layout review ${run}: the team rebuilt our booking flow and our conversion rate went up within the first month; reporting is clear and every call starts on time.`;

/** Realistic long names and addresses: the widths a table cell must hold. */
const PEOPLE = [
  ["Walker Dinsmore", `walker.din2hff7e${run}@example.com`],
  [
    "Alexandria Montgomery-Whitfield",
    `alexandria.montgomery-whitfield.${run}@northwind-consulting.example.com`,
  ],
  ["Bartholomew Featherstonehaugh", `b.featherstonehaugh+orders@mail-${run}.featherstone.co.uk`],
  ["Siobhan O'Callaghan-Nakamura", `siobhan.ocallaghan.nakamura.${run}@customers.example.org`],
  ["Li Wei", `li.wei.${run}@example.cn`],
] as const;
const SERVICES = [
  ["search-engine-optimization", "Search Engine Optimization"],
  ["web-design", "Web Design"],
  ["ad-campaigns", "Ad Campaigns"],
  ["social-media", "Social Media Management"],
] as const;
const MAIL_STATES = [undefined, "queued", "sent", "error"] as const;

async function add(collection: string, fields: Record<string, unknown>): Promise<string> {
  const ref = adminDb().collection(collection).doc();
  created.push({ collection, id: ref.id });
  await ref.set(fields);
  return ref.id;
}

beforeAll(async () => {
  customer = await createAccount("layout-customer", {
    email: PEOPLE[1][1],
    displayName: PEOPLE[1][0],
  });
  madeAccounts.push(customer);
  longAdmin = await createAccount("layout-admin", {
    admin: true,
    email: `maximilian.featherstonehaugh-worthington.${run}@operations.bluepeakdigital.example`,
    displayName: "Maximilian Featherstonehaugh-Worthington",
  });
  madeAccounts.push(longAdmin);
  const now = Date.now();
  const writes: Promise<unknown>[] = [];
  // 30 orders, newest first: the customer's own and others', every status and mail state.
  for (let i = 0; i < 30; i += 1) {
    const [name, email] = i % 3 === 0 ? PEOPLE[1] : (PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]);
    const [serviceId, serviceName] = SERVICES[i % SERVICES.length] ?? SERVICES[0];
    const mailState = MAIL_STATES[i % MAIL_STATES.length];
    writes.push(
      add("orders", {
        name,
        email,
        phoneNumber: i % 2 ? "+44 20 7946 0958" : "+1 (555) 014-2298 ext. 31",
        address: `${100 + i} Long Industrial Estate Road, Unit ${i}`,
        serviceName,
        serviceId,
        uid: email === customer.email ? customer.uid : `layout-${run}-${i}`,
        status: i % 5 === 4 ? "delivered" : "pending",
        createdAt: Timestamp.fromMillis(now - i * 3_600_000),
        ...(mailState ? { mailState } : {}),
      }),
    );
  }
  // The customer's calls: one started minutes ago (Done and No-show), one too close to change
  // (the page says whom to contact), one far enough ahead to move or cancel.
  for (const [minutes, serviceId, serviceTitle] of [
    [-5, "search-engine-optimization", "Search Engine Optimization"],
    [180, "ad-campaigns", "Ad Campaigns"],
    [4 * 24 * 60, "web-design", "Web Design"],
  ] as const) {
    const start = new Date(now + minutes * 60_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    writes.push(
      add(
        registry.bookings.name,
        registry.bookings.write(
          {
            serviceId,
            serviceTitle,
            hostId: "maya-chen",
            hostName: "Maya Chen",
            uid: customer.uid,
            name: customer.displayName,
            email: customer.email,
            timeZone: "America/Los_Angeles",
            start,
            end,
            busyStart: start,
            busyEnd: end,
            status: "booked",
            orderId: "",
            sequence: 0,
          },
          Timestamp.now(),
        ),
      ),
    );
  }
  writes.push(
    add("messages", {
      fullName: "Bartholomew Featherstonehaugh",
      email: PEOPLE[2][1],
      phone: "+44 20 7946 0958",
      subject: messageSubject,
      message: "We would like one report for all twelve locations.",
      read: false,
      createdAt: Timestamp.now(),
    }),
    add("reviews", {
      name: customer.displayName,
      ratings: 4.5,
      review: reviewText,
      image: "",
      uid: customer.uid,
      status: "pending",
      createdAt: Timestamp.now(),
    }),
    adminDb()
      .collection(registry.team.name)
      .doc(teamMemberId)
      .set(
        registry.team.write({
          input: {
            name: "Maximilian Featherstonehaugh-Worthington",
            role: "Senior Search Engine Optimization Strategist and Analytics Lead",
            img: "/images/team/maya-chen.svg",
          },
          order: 10_000,
        }),
      ),
  );
  // Manage Reviews asks describeAccounts about its authors, from three tours at once: warm as
  // many of the Functions emulator's workers first, so that the tours wait for the page, not for
  // the emulator starting a worker.
  const token = await idToken(accounts.admin);
  writes.push(
    ...LAYOUT_WIDTHS.map(() => callFunction("describeAccounts", { uids: [customer.uid] }, token)),
  );
  await Promise.all(writes);
});

afterAll(async () => {
  const batch = adminDb().batch();
  for (const { collection, id } of created) batch.delete(adminDb().collection(collection).doc(id));
  batch.delete(adminDb().collection(registry.team.name).doc(teamMemberId));
  for (const { uid } of madeAccounts) batch.delete(adminDb().doc(`users/${uid}`));
  await batch.commit();
  await Promise.all(madeAccounts.map(({ uid }) => adminAuth().deleteUser(uid)));
});

/** How a visitor reaches a page from the one before: a menu item, a link, or several steps. */
type Way = (page: Page) => Promise<void>;

/**
 * Clicks the dashboard menu's item `name`: in the side menu, or, where the menu is a drawer
 * (phones and tablets), after opening it.
 */
const menu =
  (name: string | RegExp): Way =>
  async (page) => {
    const opener = page.getByRole("button", { name: "Open menu" });
    if (await opener.isVisible()) {
      await opener.click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("link", { name }).click();
      await drawer.waitFor({ state: "hidden" });
    } else {
      await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name }).click();
    }
  };

/** Clicks the page's link `name`. */
const link =
  (name: string | RegExp): Way =>
  (page) =>
    page.getByRole("link", { name }).first().click();

const steps =
  (...ways: Way[]): Way =>
  async (page) => {
    for (const way of ways) await way(page);
  };

/** A page of a tour: how to get there, and what it must have shown before it is measured. */
interface Stop {
  /** Where it is (the screenshot's name and the report's). */
  path: string;
  via?: Way;
  heading: string;
  /** Waits for the page's own content (a row of the seeded data, an opened form). */
  ready?: (page: Page) => Promise<void>;
  /** A form whose save buttons must stay in view (a long editor). */
  editor?: string;
  /** What else the page must show, as problems. */
  check?: (page: Page) => Promise<string[]>;
}

/** The labels (column headers, or a card's labels on phones) that `page` lacks. */
async function missingLabels(page: Page, labels: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const label of labels) {
    const shown = page.locator("th, [role=listitem] p").getByText(label, { exact: true });
    if ((await shown.count()) === 0) missing.push(`no "${label}" column`);
  }
  return missing;
}

const BAKERY = "How a neighbourhood bakery tripled its online orders";

/** Every admin page, from the dashboard's home, as an admin goes from one to the next. */
const ADMIN_TOUR: Stop[] = [
  { path: "", heading: "WellCome to DashBoard" },
  {
    path: "makeAdmin",
    via: menu("Make Admin"),
    heading: "Make Admin",
    ready: (page) => page.getByText(longAdmin.displayName).first().waitFor(),
  },
  {
    path: "manageOrders",
    via: menu("Manage Orders"),
    heading: "Manage Orders",
    ready: (page) => page.locator("[data-order-id]").nth(20).waitFor(),
    // The spec's columns, with each order's date beside them.
    check: (page) =>
      missingLabels(page, [
        "User Name",
        "User Email",
        "Service Name",
        "phone Number",
        "Date",
        "Action",
      ]),
  },
  { path: "manageServices", via: menu("Manage Services"), heading: "Manage Services" },
  {
    path: "editService/web-design",
    via: link("Edit Web Design"),
    heading: "Edit Service",
    editor: "Edit Service",
  },
  {
    path: "addServices",
    via: menu("Add Services"),
    heading: "Add Service",
    editor: "Add Service",
  },
  {
    path: "manageReviews",
    via: menu(/^Manage Reviews/),
    heading: "Manage Reviews",
    // With the account behind the review (its address): the widest cell.
    ready: (page) =>
      page
        .locator("[data-review-id]")
        .filter({ hasText: reviewText })
        .getByTestId("review-account")
        .waitFor(),
  },
  {
    path: "messages",
    via: menu(/^Messages/),
    heading: "Messages",
    ready: (page) => page.getByText(messageSubject).first().waitFor(),
  },
  {
    path: "manageTeam",
    via: menu("Manage Team"),
    heading: "Manage Team",
    ready: (page) => page.getByText("Maximilian Featherstonehaugh-Worthington").first().waitFor(),
  },
  {
    path: "manageArticles",
    via: menu("Manage Articles"),
    heading: "Manage Articles",
    ready: (page) => page.getByText(BAKERY).first().waitFor(),
  },
  {
    path: "addArticle",
    via: link("Add article"),
    heading: "Add article",
    editor: "Article editor",
  },
  {
    path: "editArticle/bakery-local-growth",
    via: steps(menu("Manage Articles"), link(`Edit ${BAKERY}`)),
    heading: "Edit article",
    editor: "Article editor",
  },
  {
    path: "availability",
    via: menu("Availability"),
    heading: "Availability",
    // The hours of a host, open: the longest form of the page.
    ready: async (page) => {
      await page.getByRole("button", { name: "Edit hours of Maya Chen" }).click();
      await page.getByRole("form", { name: "Hours of Maya Chen" }).waitFor();
    },
    editor: "Hours of Maya Chen",
  },
  {
    path: "serviceCalls/web-design",
    via: link("Call settings of Web Design"),
    heading: "Calls: Web Design",
    editor: "Call settings of Web Design",
  },
  {
    path: "agenda",
    via: menu("Agenda"),
    heading: "Agenda",
    ready: (page) => page.locator("[data-booking-id]").first().waitFor(),
  },
];

/** Every customer page, from the dashboard's home. */
const CUSTOMER_TOUR: Stop[] = [
  { path: "", heading: "WellCome to DashBoard" },
  {
    path: "myOrders",
    via: menu("My Orders"),
    heading: "My Orders",
    ready: (page) => page.locator("[data-order-id]").nth(5).waitFor(),
    check: (page) => missingLabels(page, ["User Email", "Date", "Status", "Action"]),
  },
  {
    path: "myCalls",
    via: menu("My Calls"),
    heading: "My Calls",
    ready: (page) => page.locator("[data-booking-id]").nth(2).waitFor(),
  },
  {
    path: "bookCall",
    via: menu("Book a call"),
    heading: "Book a call",
    // A service's calendar: the day grid must fit a phone too.
    ready: async (page) => {
      await page.getByLabel("Service").selectOption("web-design");
      await page.getByRole("grid").waitFor();
    },
  },
  { path: "makePayment", via: menu("Make Payment"), heading: "Make Payment" },
  {
    path: "addReview",
    via: menu("Add Review"),
    heading: "Add Review",
    ready: (page) => page.getByText(reviewText).waitFor(),
    editor: "Add Review",
  },
  { path: "account", via: menu("My Account"), heading: "My Account" },
];

/**
 * What overflows sideways: each visible element, and each piece of visible text, whose right
 * edge passes its nearest card's (an ancestor with a right border, a shadow or clipped overflow)
 * or the viewport's; and the page's own sideways scroll. An offender's descendants are not
 * listed again.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport)
      found.push(`the page scrolls sideways: ${scrollWidth} > ${viewport}`);
    const isCard = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        (parseFloat(style.borderRightWidth) > 0 && style.borderRightStyle !== "none") ||
        style.boxShadow !== "none" ||
        style.overflowX !== "visible"
      );
    };
    const cardOf = (element: Node): Element | null => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (isCard(up)) return up;
      }
      return null;
    };
    const describe = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent)
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);
      return `<${element.tagName.toLowerCase()}> "${text}"`;
    };
    const reported = new Set<Element>();
    const passed = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (reported.has(up)) return true;
      }
      return false;
    };
    const check = (element: Element, right: number, what: string) => {
      if (passed(element)) return;
      const card = cardOf(element);
      const limit = card ? card.getBoundingClientRect().right : viewport;
      if (right > viewport + 1 || right > limit + 1) {
        reported.add(element);
        const where = card
          ? `its card ${describe(card).slice(0, 40)} ends at ${Math.round(limit)}`
          : "";
        found.push(
          `${what} ends at ${Math.round(right)} px (viewport ${viewport}${where ? `; ${where}` : ""})`,
        );
      }
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      check(element, box.right, describe(element));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      if (["SCRIPT", "STYLE", "OPTION", "TEXTAREA"].includes(parent.tagName)) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      // Text clipped on purpose (an ellipsis, a visually hidden label) is not an overflow.
      const style = getComputedStyle(parent);
      const clip = style.getPropertyValue("clip");
      if (style.textOverflow === "ellipsis" || style.clipPath !== "none" || clip !== "auto") {
        continue;
      }
      if (passed(parent) || reported.has(parent)) continue;
      const limit = Math.min(viewport, cardOf(node)?.getBoundingClientRect().right ?? viewport);
      if (box.right > limit + 1) {
        reported.add(parent);
        found.push(
          `text "${node.textContent.trim().slice(0, 60)}" ends at ${Math.round(box.right)} px (its box ends at ${Math.round(limit)})`,
        );
      }
    }
    return found;
  });
}

/**
 * The email addresses shown as text that break across lines elsewhere than before an `@` or a
 * dot ("walker.din / 2hff7e@ex / ample.com"), each with the lines it is broken into.
 */
function brokenEmails(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const found: string[] = [];
    const range = document.createRange();
    const leaves = Array.from(document.body.querySelectorAll("*")).filter(
      (element) =>
        element.childNodes.length > 0 &&
        Array.from(element.childNodes).every(
          (child) => child.nodeType === Node.TEXT_NODE || child.nodeName === "WBR",
        ) &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    for (const leaf of leaves) {
      const text = leaf.textContent;
      // Each character with the text node and offset it lives at.
      const where: [Text, number][] = [];
      for (const child of leaf.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE) continue;
        const length = (child as Text).data.length;
        for (let i = 0; i < length; i += 1) where.push([child as Text, i]);
      }
      for (const match of text.matchAll(EMAIL)) {
        const lines: string[] = [];
        let line = "";
        let top: number | null = null;
        let broken = false;
        for (let i = match.index; i < match.index + match[0].length; i += 1) {
          const [node, offset] = where[i] ?? [];
          if (!node || offset === undefined) continue;
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          if (top !== null && box.top > top + box.height / 2) {
            lines.push(line);
            line = "";
            if (!["@", "."].includes(text.charAt(i))) broken = true;
          }
          top = box.top;
          line += text.charAt(i);
        }
        lines.push(line);
        if (broken) found.push(`"${match[0]}" breaks as ${lines.map((l) => `"${l}"`).join(" / ")}`);
      }
    }
    return found;
  });
}

/**
 * The visible buttons and links smaller than `size` x `size`, with their size. A link inside a
 * sentence (shown inline, beside other text of its paragraph) is WCAG 2.5.5's inline exception.
 */
function smallTargets(page: Page, size: number): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const targets = document.body.querySelectorAll(
      'button, a[href], [role="button"], [role="link"], [role="tab"], input[type="file"], input[type="submit"], input[type="button"]',
    );
    for (const target of targets) {
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const parent = target.parentElement;
      const inSentence =
        target.tagName === "A" &&
        getComputedStyle(target).display === "inline" &&
        parent !== null &&
        parent.textContent.trim().length > target.textContent.trim().length;
      if (inSentence) continue;
      const name = (target.getAttribute("aria-label") ?? target.textContent)
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);
      found.push(
        `<${target.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`,
      );
    }
    return found;
  }, size);
}

/**
 * A long editor's save buttons: in view at the top of the page (the bar sticks to the bottom of
 * the screen), and, scrolled to the end, below the form's last field rather than over it.
 */
async function stickyActions(page: Page, form: string): Promise<string[]> {
  return page.getByRole("form", { name: form }).evaluate((element, name) => {
    const found: string[] = [];
    const submit = element.querySelector<HTMLElement>('button[type="submit"]');
    if (!submit) return [`the form "${name}" has no submit button`];
    window.scrollTo({ top: 0, behavior: "instant" });
    const tall = element.getBoundingClientRect().bottom > window.innerHeight;
    const box = submit.getBoundingClientRect();
    if (tall && (box.bottom > window.innerHeight + 1 || box.top < 0)) {
      found.push(
        `"${name}": its save button is out of view at the top of the page (at ${Math.round(box.top)} px of ${window.innerHeight})`,
      );
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const fields = Array.from(
      element.querySelectorAll<HTMLElement>("input:not([type=hidden]), textarea, select"),
    ).filter((field) => field.checkVisibility({ visibilityProperty: true }));
    const last = fields.at(-1);
    const bar = submit.getBoundingClientRect();
    if (last && last.getBoundingClientRect().bottom > bar.top + 1) {
      found.push(`"${name}": at the end of the page, its save button covers the last field`);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return found;
  }, form);
}

/** Goes through `tour` on `page` (signed in, on the dashboard's home) and lists what does not fit. */
async function walk(page: Page, tour: Stop[], role: string, width: number): Promise<string[]> {
  const report: string[] = [];
  for (const { path, via, heading, ready, editor, check } of tour) {
    await via?.(page);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await ready?.(page);
    await waitForContent(page);
    // The page's fade-in (the dashboard's page transition) has ended.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation instanceof CSSAnimation),
    );
    const name = `layout-${role}-${path.split("/")[0] || "home"}`;
    await shoot(page, name);
    // What the screen shows first: a long editor's sticky buttons, a list's first rows.
    if (editor || path.endsWith("Orders")) await shoot(page, `${name}-top`, { fullPage: false });
    const problems = [
      ...(await overflows(page)),
      ...(await brokenEmails(page)),
      ...(width < 600 ? await smallTargets(page, TARGET) : []),
      ...(editor ? await stickyActions(page, editor) : []),
      ...((await check?.(page)) ?? []),
    ];
    for (const problem of problems) {
      report.push(`${role} /dashboard/${path} at ${width} px: ${problem}`);
    }
  }
  return report;
}

/**
 * The six tours (two roles at three widths) run side by side, each in its own browser context:
 * most of a tour's time is spent waiting (the live lists, the menu drawer's animation).
 */
describe.concurrent.each(LAYOUT_WIDTHS)("the back office at %i px", (width) => {
  it("fits the screen on every admin page", async ({ expect }) => {
    const { page, context } = await openSignedIn(browser(), accounts.admin, "/dashboard", width);
    const report = await walk(page, ADMIN_TOUR, "admin", width);
    await context.close();
    expect(report).toEqual([]);
  });

  it("fits the screen on every customer page", async ({ expect }) => {
    const { page, context } = await openSignedIn(browser(), customer, "/dashboard", width);
    const report = await walk(page, CUSTOMER_TOUR, "customer", width);
    await context.close();
    expect(report).toEqual([]);
  });
});
