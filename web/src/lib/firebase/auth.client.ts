import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import { emulatorHosts, useEmulators } from "@/config/env";
import { firebaseApp } from "./app.client";

// Explicit persistence keeps the popup resolver (and gapi) out; the Google popup call passes it.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
