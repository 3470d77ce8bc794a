/**
 * The one place where the Firebase SDK is initialised. Components reach these instances through
 * reactfire's providers (see app/providers.tsx) and the feature `api` modules.
 */
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from "firebase/firestore";
import { emulatorHosts, firebaseConfig, useEmulators } from "@/config/env";

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth with explicit persistence keeps the popup/redirect resolver (and its gapi
// loader) out of the start-up bundle; it is passed only to the Google popup call.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

// The persistent cache keeps queued writes (a booking made offline) across reloads and sends
// them when the connection returns.
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (useEmulators) {
  connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
}

let functionsPromise: Promise<import("firebase/functions").Functions> | null = null;

/**
 * Cloud Functions (for the admin callables), loaded on first use so the functions SDK stays out
 * of the pages that do not need it.
 */
export function functionsInstance(): Promise<import("firebase/functions").Functions> {
  functionsPromise ??= import("firebase/functions").then(
    ({ connectFunctionsEmulator, getFunctions }) => {
      const functions = getFunctions(firebaseApp, "us-central1");
      if (useEmulators) {
        connectFunctionsEmulator(
          functions,
          emulatorHosts.functions.host,
          emulatorHosts.functions.port,
        );
      }
      return functions;
    },
  );
  return functionsPromise;
}
