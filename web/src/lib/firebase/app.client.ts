/** The Firebase app, initialised once; each SDK has its own module here, loaded where used. */
import { initializeApp } from "firebase/app";
import { appCheck, firebaseConfig } from "@/config/env";

export const firebaseApp = initializeApp(firebaseConfig);

// App Check must run before the first Firestore or Functions request.
if (appCheck.siteKey) {
  const { startAppCheck } = await import("./app-check");
  startAppCheck(firebaseApp);
}
