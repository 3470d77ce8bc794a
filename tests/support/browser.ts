/**
 * Chromium for browser tests, driven by playwright-core (which cannot download browsers here).
 * CHROME_PATH overrides the executable; otherwise the usual system locations are tried.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { ROOT } from "../../scripts/lib/config.ts";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install it (Debian/Ubuntu: apt-get install chromium) " +
        "or point CHROME_PATH at a Chrome/Chromium binary.",
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "screenshots");

/**
 * A full-page shot draws what is far from the viewport too: parts the page leaves to the browser
 * to draw when near (`content-visibility: auto`, the landing's sections below the fold) would be
 * blank.
 */
const DRAW_EVERYTHING = "* { content-visibility: visible !important; }";

/** Saves a screenshot as a test artifact: test-results/screenshots/<name>.png. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage, ...(fullPage ? { style: DRAW_EVERYTHING } : {}) });
  return file;
}
