/**
 * The one place where the Firebase SDK is initialised. Components reach these instances through
 * reactfire's providers (see app/providers.tsx), never by importing this module's SDK calls.
 */
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import { connectFirestoreEmulator, initializeFirestore } from "firebase/firestore";
import { emulatorHosts, firebaseConfig, useEmulators } from "@/config/env";

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth with explicit persistence keeps the popup/redirect resolver (and its gapi
// loader) out of the start-up bundle; it is passed only to the Google popup call.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

export const firestore = initializeFirestore(firebaseApp, {});

if (useEmulators) {
  connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
}
