/**
 * The Firebase app, initialised once; each product has its own module beside this one, so a page
 * loads only the SDKs it uses. Only lib/firebase and the features' `api` modules import them.
 */
import { initializeApp } from "firebase/app";
import { appCheck, firebaseConfig } from "@/config/env";

export const firebaseApp = initializeApp(firebaseConfig);

// App Check must run before the first Firestore or Functions request.
if (appCheck.siteKey) {
  const { startAppCheck } = await import("./app-check");
  startAppCheck(firebaseApp);
}
