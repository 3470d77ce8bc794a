/**
 * The Firebase app, initialised once. Each product has its own module beside this one
 * (auth.ts, firestore.ts, functions.ts) so that a page loads only the SDKs it uses: the landing
 * page paints and hydrates without any of them. Nothing outside web/src/lib/firebase and the
 * feature `api` modules imports these.
 */
import { initializeApp } from "firebase/app";
import { appCheck, firebaseConfig } from "@/config/env";

export const firebaseApp = initializeApp(firebaseConfig);

// App Check must be running before the first Firestore or Functions request; its SDK is only
// loaded when a site key is configured.
if (appCheck.siteKey) {
  const { startAppCheck } = await import("./app-check");
  startAppCheck(firebaseApp);
}
