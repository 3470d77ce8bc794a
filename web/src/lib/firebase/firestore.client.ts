/** Cloud Firestore, initialised once (see app.ts). */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from "firebase/firestore";
import { emulatorHosts, useEmulators } from "@/config/env";
import { firebaseApp } from "./app.client";

// The persistent cache keeps queued writes (a booking made offline) across reloads and sends
// them when the connection returns.
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
}
