/**
 * App Check, loaded only when a site key is configured (config/env.ts). Firestore and the
 * callables then send an App Check token with every request, and functions refuse requests
 * without a valid one when enforcement is on (see docs/operations.md, "App Check").
 */
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

/** A current App Check token (for the REST API's X-Firebase-AppCheck header). */
export async function appCheckToken(): Promise<string> {
  if (!started) throw new Error("App Check has not started");
  return (await getToken(started)).token;
}

/**
 * A limited-use App Check token, for one request to an endpoint that consumes its token (the
 * contact form's POST /api/messages). It does not replace the session token the SDK keeps.
 */
export async function limitedUseAppCheckToken(): Promise<string> {
  if (!started) throw new Error("App Check has not started");
  return (await getLimitedUseToken(started)).token;
}
