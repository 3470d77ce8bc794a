import type { ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { firebaseApp } from "./app.client";
import { firestore } from "./firestore.client";

/**
 * Hands the Firestore instance to reactfire's hooks. It wraps only the parts of the app that read
 * Firestore (the dashboard, the service page, the landing's live sections), which load on demand;
 * several scopes may be on one page, all sharing the same SDK instances.
 */
export function FirestoreScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
