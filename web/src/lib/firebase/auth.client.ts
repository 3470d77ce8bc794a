/** Firebase Authentication, initialised once (see app.ts). */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import { emulatorHosts, useEmulators } from "@/config/env";
import { firebaseApp } from "./app.client";

// initializeAuth with explicit persistence keeps the popup/redirect resolver (and its gapi
// loader) out of this module; it is passed only to the Google popup call.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
