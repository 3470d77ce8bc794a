/** Firebase Authentication, initialised once (see app.ts). */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
} from "firebase/auth";
import { emulatorHosts, useEmulators } from "@/config/env";
import { rememberSignedIn } from "@/features/auth/signed-in-hint";
import { firebaseApp } from "./app.client";

// initializeAuth with explicit persistence keeps the popup/redirect resolver (and its gapi
// loader) out of this module; it is passed only to the Google popup call.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });

// Lets the public pages' top bar know, without loading Auth, whether to load it.
onIdTokenChanged(auth, (user) => rememberSignedIn(user !== null));
