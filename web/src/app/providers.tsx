import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { auth, firebaseApp, firestore } from "@/lib/firebase";
import { system } from "./theme";

/** Hands the SDK instances created once in lib/firebase.ts to reactfire, and the theme to Chakra. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <ChakraProvider value={system}>{children}</ChakraProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
