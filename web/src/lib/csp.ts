/**
 * Every page's Content-Security-Policy: only the hosts the app uses, and the inline scripts the
 * server itself writes, by a nonce made for that response (scriptNonce), never 'unsafe-inline'
 * (styles keep it: Chakra writes them inline). React Router's scripts and the site's start-up
 * script carry the nonce (entry.server.tsx, lib/nonce.tsx); anything else inline in a page (a
 * script some bug let into its content) does not, and the browser refuses to run it. The nonce
 * is 128 random bits, new for every render: a page the CDN caches keeps the one it was rendered
 * with, which nobody could know before the render, so no content written earlier can carry it.
 */
import { randomBytes } from "node:crypto";
import { GOOGLE_PHOTO_ORIGINS } from "@shared/schemas";

/** The emulators a demo-* project talks to (config/env.ts `emulatorHosts`). */
const EMULATOR_ORIGINS = [
  "http://127.0.0.1:9099",
  "http://127.0.0.1:8080",
  "http://127.0.0.1:5001",
];

/** The Firebase project the build talks to. */
export interface CspTarget {
  projectId: string;
  authDomain: string;
  /** A demo-* project: the browser talks to the local emulators. */
  emulators: boolean;
  /** App Check with reCAPTCHA v3 is on. */
  appCheck: boolean;
}

/** The region of the admin callables (lib/firebase/functions.client.ts). */
const FUNCTIONS_REGION = "us-central1";
/** The image Firestore's WebChannel transport loads to tell "offline" from "unreachable". */
const WEBCHANNEL_PROBE = "https://www.google.com/images/cleardot.gif";
const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/** The hosts the app talks to, by directive. */
function sources(target: CspTarget) {
  return {
    script: ["'self'", "https://apis.google.com", ...(target.appCheck ? RECAPTCHA : [])],
    connect: [
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      `https://${FUNCTIONS_REGION}-${target.projectId}.cloudfunctions.net`,
      ...(target.appCheck ? ["https://content-firebaseappcheck.googleapis.com"] : []),
      ...(target.emulators ? EMULATOR_ORIGINS : []),
    ],
    frame: [
      `https://${target.authDomain}`,
      "https://accounts.google.com",
      ...(target.appCheck ? ["https://www.google.com/recaptcha/"] : []),
      ...(target.emulators ? EMULATOR_ORIGINS.slice(0, 1) : []),
    ],
    img: ["'self'", "data:", "blob:", ...GOOGLE_PHOTO_ORIGINS, WEBCHANNEL_PROBE],
  };
}

/** A new nonce for one response: 128 random bits, base64. */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The policy for a page whose own inline scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string, target: CspTarget): string {
  const hosts = sources(target);
  return [
    `script-src ${[...hosts.script, `'nonce-${nonce}'`].join(" ")}`,
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${hosts.img.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${hosts.connect.join(" ")}`,
    `frame-src ${hosts.frame.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
