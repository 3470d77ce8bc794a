/**
 * Every page's Content-Security-Policy: only the hosts the app uses, and inline scripts only by
 * a nonce new for every render (lib/nonce.tsx), never 'unsafe-inline' (styles keep it: Chakra
 * writes them inline). A cached page keeps its nonce, which no earlier content could know.
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
  emulators: boolean;
  appCheck: boolean;
}

/** The region of the admin callables (lib/firebase/functions.client.ts). */
const FUNCTIONS_REGION = "us-central1";
/** The image Firestore's WebChannel transport loads to tell "offline" from "unreachable". */
const WEBCHANNEL_PROBE = "https://www.google.com/images/cleardot.gif";
const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

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

/** 128 random bits, base64. */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, target: CspTarget): string {
  const hosts = sources(target);
  return [
    `script-src ${[...hosts.script, `'nonce-${nonce}'`].join(" ")}`,
    "default-src 'self'",
    // The live worker (lib/live), a file of the build.
    "worker-src 'self'",
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
