/** App Check, loaded only when a site key is configured (docs/operations.md, "App Check"). */
import type { FirebaseApp } from "firebase/app";
import {
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaV3Provider,
  type AppCheck,
} from "firebase/app-check";
import { appCheck, useEmulators } from "@/config/env";

declare global {
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

let started: AppCheck | undefined;

export function startAppCheck(app: FirebaseApp): void {
  // A debug token replaces reCAPTCHA on the emulators and in local builds against a project:
  // `true` makes the SDK print one to register in the console, or use a registered one.
  if (useEmulators || appCheck.debugToken) {
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = appCheck.debugToken || true;
  }
  started = initializeAppCheck(app, {
    provider: new ReCaptchaV3Provider(appCheck.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

function running(): AppCheck {
  if (!started) throw new Error("App Check has not started");
  return started;
}

export const appCheckToken = async () => (await getToken(running())).token;

/** For one request; the SDK's session token stays as it is. */
export const limitedUseAppCheckToken = async () => (await getLimitedUseToken(running())).token;
