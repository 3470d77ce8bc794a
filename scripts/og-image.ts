/**
 * `node --import tsx scripts/og-image.ts`: draws web/public/images/og-image.png (the Open Graph
 * size web/src/lib/meta.ts declares) in Chromium from the brand (web/src/config/site.ts). Run it
 * again after changing that.
 */
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import { launchChromium } from "../tests/support/browser.ts";
import { site } from "../web/src/config/site.ts";

const OUTPUT = path.join(ROOT, "web", "public", "images", "og-image.png");
const SIZE = { width: 1200, height: 630 };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The logo of the top bar (components/layout/Logo.tsx), light variant. */
const LOGO = `<svg width="120" height="120" viewBox="0 0 64 64" aria-hidden="true">
  <rect width="64" height="64" rx="14" fill="#ffffff"/>
  <path d="M12 46 L28 20 L38 34 L44 26 L54 46 Z" fill="#0b1f4b"/>
  <circle cx="46" cy="16" r="5" fill="#ff7a45"/>
</svg>`;

const HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body {
    width: ${SIZE.width}px; height: ${SIZE.height}px; overflow: hidden;
    background: #0b1f4b; color: #ffffff;
    font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif;
    display: flex; flex-direction: column; justify-content: center; gap: 40px;
    padding: 0 96px; border-bottom: 16px solid #ff7a45;
  }
  .brand { display: flex; align-items: center; gap: 36px; }
  h1 { font-size: 88px; font-weight: 800; letter-spacing: -2px; }
  p { font-size: 44px; line-height: 1.3; color: #ff7a45; font-weight: 700; max-width: 960px; }
  small { font-size: 30px; color: #d9e3ff; }
</style></head><body>
  <div class="brand">${LOGO}<h1>${escapeHtml(site.brand)}</h1></div>
  <p>${escapeHtml(site.tagline)}</p>
  <small>SEO · Web design · Ad campaigns · Social media</small>
</body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: SIZE });
  await page.setContent(HTML);
  await page.screenshot({ path: OUTPUT, type: "png" });
  console.log(`Wrote ${path.relative(ROOT, OUTPUT)}`);
} finally {
  await browser.close();
}
