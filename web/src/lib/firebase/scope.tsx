import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { firebaseApp } from "./app.client";
import { auth } from "./auth.client";
import { firestore } from "./firestore.client";

/**
 * Hands the Auth and Firestore instances to reactfire's hooks, for the signed-in parts of the
 * site (the dashboard, the service page), which load on demand. The public pages' live lists use
 * PublicScope (live.tsx), without Auth.
 */
export function FirestoreScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
