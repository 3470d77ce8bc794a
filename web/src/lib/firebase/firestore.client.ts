import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
} from "firebase/firestore";
import { emulatorHosts, useEmulators } from "@/config/env";
import { maybeSignedIn } from "@/lib/signed-in-hint";
import { firebaseApp } from "./app.client";

// A user's queued writes (a booking made offline) survive reloads in the persistent cache; a
// visitor who is not signed in writes nothing, and the memory cache spares IndexedDB (ADR 012).
export const firestore = initializeFirestore(firebaseApp, {
  localCache: maybeSignedIn()
    ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
    : memoryLocalCache(),
});

if (useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
}
