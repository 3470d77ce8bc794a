/** The live half of a public list (lib/static-then-live.tsx), loaded with the Firestore SDK. */
import type { ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider } from "reactfire";
import type { LiveProps } from "@/lib/static-then-live";
import { firebaseApp } from "./app.client";
import { firestore } from "./firestore.client";

function PublicScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}

export function liveList<T>(useLive: (initial: T) => T) {
  function Data({ initial, children }: LiveProps<T>) {
    return children(useLive(initial));
  }
  return function Live(props: LiveProps<T>) {
    return (
      <PublicScope>
        <Data {...props} />
      </PublicScope>
    );
  };
}
