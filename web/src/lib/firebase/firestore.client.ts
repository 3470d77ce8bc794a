/** Cloud Firestore, initialised once (see app.client.ts). */
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

// Where there may be a user, the persistent cache keeps queued writes (a booking made offline)
// across reloads and sends them when the connection returns. A visitor who is not signed in
// writes nothing through Firestore; the public pages' live lists then use the memory cache,
// which spares a first visit setting up IndexedDB and the tab leases (about half of the SDK's
// start-up work on a slow phone; ADR 012).
export const firestore = initializeFirestore(firebaseApp, {
  localCache: maybeSignedIn()
    ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
    : memoryLocalCache(),
});

if (useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
}
