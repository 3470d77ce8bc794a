/**
 * The Content-Security-Policy of every page. Scripts run only from the site itself (and Google's
 * sign-in and reCAPTCHA); the few inline scripts React Router writes into a server-rendered page
 * (its context, the route modules' imports, the scroll restoration, the streamed loader data)
 * are allowed one by one, by the SHA-256 hash of their text, computed for each response by
 * entry.server.tsx. No 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': Chakra UI's
 * style engine writes them inline.
 */
import { createHash } from "node:crypto";

const SCRIPT_SOURCES = [
  "'self'",
  "https://apis.google.com",
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
];

const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.googleapis.com https://*.cloudfunctions.net https://*.firebaseapp.com http://127.0.0.1:* ws://127.0.0.1:*",
  "frame-src 'self' https://*.firebaseapp.com https://accounts.google.com https://www.google.com/recaptcha/ http://127.0.0.1:9099",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/** The text of every inline <script> (one without `src`) of an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** A CSP source allowing exactly this inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The policy for a page whose inline scripts are those of `html`. */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  return [`script-src ${[...SCRIPT_SOURCES, ...hashes].join(" ")}`, ...OTHER_DIRECTIVES].join("; ");
}
