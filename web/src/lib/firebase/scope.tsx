import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { firebaseApp } from "./app.client";
import { auth } from "./auth.client";
import { firestore } from "./firestore.client";

/** reactfire's providers for the signed-in parts (the public live lists: live.tsx, no Auth). */
export function FirestoreScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
