/**
 * App Check, loaded only when a site key is configured (config/env.ts). Firestore and the
 * callables then send an App Check token with every request, and functions refuse requests
 * without a valid one when enforcement is on (see README, "App Check").
 */
import type { FirebaseApp } from "firebase/app";
import { initializeAppCheck, ReCaptchaV3Provider } from "firebase/app-check";
import { appCheck, useEmulators } from "@/config/env";

declare global {
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

export function startAppCheck(app: FirebaseApp): void {
  // A debug token replaces reCAPTCHA on the emulators and in local builds against a project:
  // `true` makes the SDK print one to register in the console, or use a registered one.
  if (useEmulators || appCheck.debugToken) {
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = appCheck.debugToken || true;
  }
  initializeAppCheck(app, {
    provider: new ReCaptchaV3Provider(appCheck.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
