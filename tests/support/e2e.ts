/**
 * Browser-test helpers: one Chromium per test file, a fresh context per test, pages that collect
 * their script errors, screenshots at the two widths we check, and sign-in: through the login
 * form, or by starting a context with the session Firebase Auth keeps in the browser.
 */
import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { URLS } from "../../scripts/lib/config.ts";
import { SIGNED_IN_HINT_KEY } from "../../web/src/lib/signed-in-hint.ts";
import { signIn, tokenClaims } from "./admin.ts";
import { launchChromium, screenshot } from "./browser.ts";
import { installGoogleStub } from "./google-popup.ts";

export const WIDTHS = { desktop: 1280, phone: 390 } as const;

/** Launches Chromium before the file's tests and closes it after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium did not start");
    return browser;
  };
}

/** What a new browser context starts with: cookies and each origin's localStorage. */
export type StorageState = NonNullable<Parameters<Browser["newContext"]>[0]>["storageState"];

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught script errors and Content Security Policy violations seen on the page. */
  errors: string[];
}

/**
 * A new context (clean storage, or `storageState`) and page at `width`, opened on `path` of the
 * Hosting emulator. `bypassCSP` switches the site's Content Security Policy off (to test a
 * defence behind it); `timezoneId` sets the browser's time zone (the machine's by default).
 */
export async function openPage(
  browser: Browser,
  path: string,
  width: number = WIDTHS.desktop,
  {
    bypassCSP = false,
    storageState,
    timezoneId,
  }: { bypassCSP?: boolean; storageState?: StorageState; timezoneId?: string } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    baseURL: URLS.hosting,
    bypassCSP,
    storageState,
    ...(timezoneId ? { timezoneId } : {}),
  });
  await installGoogleStub(context);
  await serveAssetsFromMemory(context);
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await goto(page, path);
  return { context, page, errors };
}

/** A response of the Hosting emulator, as route.fulfill takes it. */
interface KeptResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The site's scripts and styles fetched so far by the run's pages, by URL (the browser project
 * keeps its modules from file to file: vitest.config.ts, `isolate: false`).
 */
const keptAssets = new Map<string, Promise<KeptResponse>>();

/**
 * Serves the site's `/assets/` files (content-hashed names, sent `immutable`) from memory once a
 * page of the run has fetched them: every page still requests each script and style, and
 * gets the bytes and headers the Hosting emulator sent, as a browser's cache would give them.
 * Without it each new context (and, since routing switches Chromium's cache off, each page load)
 * downloads some 70 files again from the emulator, seconds per page on a busy machine.
 * While the context is offline (context.setOffline) nothing is served from memory, so a file the
 * page had not loaded yet fails as it did before.
 */
async function serveAssetsFromMemory(context: BrowserContext): Promise<void> {
  let offline = false;
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
  };
  await context.route(`${URLS.hosting}/assets/**`, async (route) => {
    const request = route.request();
    // A worker's script served by route.fulfill gets a worker whose own requests fail in
    // Chromium (net::ERR_FAILED): the live worker (web/src/lib/live) loads from the emulator.
    if (offline || request.method() !== "GET" || /\.worker-[^/]*\.js$/.test(request.url())) {
      return route.fallback();
    }
    const url = request.url();
    let kept = keptAssets.get(url);
    if (!kept) {
      kept = route.fetch().then(async (response) => {
        // The body comes decoded: the headers must not say it is still compressed.
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(
            ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
          ),
        );
        return { status: response.status(), headers, body: await response.body() };
      });
      keptAssets.set(url, kept);
    }
    let response: KeptResponse;
    try {
      response = await kept;
    } catch {
      keptAssets.delete(url);
      return route.fallback();
    }
    // Only a file the emulator served is kept; anything else is asked for again next time.
    if (response.status !== 200) keptAssets.delete(url);
    await route.fulfill(response);
  });
}

/**
 * Loads `path` and waits until React has hydrated the page (`<html data-hydrated>`). Before that
 * the server's HTML shows but ignores clicks (what is typed into a form stays: public.test.ts
 * types into the login and contact forms before hydration).
 */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** How soon an edit published in the back office must show on an open public page (ms). */
export const LIVE_EDIT_MS = 2000;

/** The live feeds (web/src/lib/live/feeds.ts) that have had the server's first answer. */
export const liveFeeds = (page: Page): Promise<string[]> =>
  page.evaluate(() => document.documentElement.dataset.liveFeeds?.split(" ") ?? []);

/** Waits until `feed` is live on the page: an edit made from now on reaches it. */
export async function waitForFeed(page: Page, feed: string): Promise<void> {
  await page.waitForFunction(
    (name) => document.documentElement.dataset.liveFeeds?.split(" ").includes(name),
    feed,
    { timeout: 30_000 },
  );
}

/**
 * Logs every Content Security Policy violation as a console error (which collectErrors records),
 * including those the page's code catches, such as a refused `eval`.
 */
const REPORT_CSP_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) => {
  console.error("Content Security Policy violation: " + event.violatedDirective + " " + event.blockedURI);
}, true);`;

/** Collects the page's uncaught script errors and Content Security Policy violations (live). */
export function collectErrors(page: Page, errors: string[] = []): string[] {
  page.on("pageerror", (error) => errors.push(error.message));
  // A blocked request or script shows up as a console error naming the Content Security Policy.
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Waits until no loading spinner is left (the page or its lists show their content). */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll(".chakra-spinner, [data-page-spinner]").length === 0,
    null,
    { timeout: 15_000 },
  );
}

/**
 * Scrolls through the page so lazy images load, waits for them (5 s at most), then scrolls back.
 * Images beside the viewport (the carousel's next slides) never load lazily and are not in a
 * screenshot: they are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const inColumn = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.right > 0 && box.left < window.innerWidth;
    };
    const pending = Array.from(document.images).filter((img) => !img.complete && inColumn(img));
    await Promise.race([
      Promise.all(
        pending.map(
          (img) => new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/**
 * A screenshot artifact named after the page and the width: the full page, or with
 * `{ fullPage: false }` what the viewport shows (for overlays such as the menu drawer).
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (fullPage) await settle(page);
  await screenshot(page, `${name}-${page.viewportSize()?.width ?? 0}`, { fullPage });
}

/**
 * Signs in through the login form. With `{ expectSuccess: true }` (the default) it waits until the
 * login page has sent the user on.
 */
export async function signInViaUi(
  page: Page,
  email: string,
  password: string,
  { expectSuccess = true } = {},
): Promise<void> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
  if (expectSuccess) await page.waitForURL((url) => url.pathname !== "/login");
}

/** The web build's API key on the emulators (web/src/config/env.ts). */
const API_KEY = "demo-api-key";
/** Where Firebase Auth's local persistence keeps the default app's signed-in user. */
const AUTH_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

/**
 * A browser's storage as a returning visitor has it: `account` signed in (through the Auth
 * emulator's REST API) and kept by Firebase Auth in localStorage, with the site's signed-in hint.
 * On start-up Firebase Auth reloads the user from the Auth service (so the profile and the
 * verified flag are the server's) and moves it to IndexedDB, its first choice.
 */
export async function signedInState(account: {
  email: string;
  password: string;
}): Promise<StorageState> {
  const { idToken, refreshToken } = await signIn(account);
  const claims = tokenClaims(idToken);
  const user = {
    uid: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken,
      accessToken: idToken,
      expirationTime: Number(claims.exp) * 1000,
    },
    apiKey: API_KEY,
    appName: "[DEFAULT]",
  };
  return {
    cookies: [],
    origins: [
      {
        origin: URLS.hosting,
        localStorage: [
          { name: AUTH_USER_KEY, value: JSON.stringify(user) },
          { name: SIGNED_IN_HINT_KEY, value: "1" },
        ],
      },
    ],
  };
}

/**
 * Opens `path` with its start-up script held back: the page shows the server's HTML, and React
 * does not hydrate it until `hydrate()`, as on a slow phone whose visitor taps or types at once.
 */
export async function openUnhydrated(
  browser: Browser,
  path: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: URLS.hosting,
    ...(viewport ? { viewport } : {}),
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/entry\.client[^/]*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(path);
  const hydrated = page.locator("html[data-hydrated]");
  return {
    context,
    page,
    errors,
    hydrated: () => hydrated.count().then((count) => count > 0),
    hydrate: async () => {
      release();
      await hydrated.waitFor({ state: "attached" });
    },
  };
}

/**
 * A new page signed in as `account`, opened on `path`: a browser that kept the session of an
 * earlier sign-in (signedInState). The login form itself is tested with signInViaUi (public,
 * accounts, sign-in-failures); `{ viaForm: true }` signs in through it here too.
 */
export async function openSignedIn(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  width: number = WIDTHS.desktop,
  { viaForm = false, timezoneId }: { viaForm?: boolean; timezoneId?: string } = {},
): Promise<OpenPage> {
  if (!viaForm) {
    const storageState = await signedInState(account);
    return openPage(browser, path, width, { storageState, timezoneId });
  }
  const opened = await openPage(browser, "/login", width, { timezoneId });
  await signInViaUi(opened.page, account.email, account.password);
  await goto(opened.page, path);
  return opened;
}
