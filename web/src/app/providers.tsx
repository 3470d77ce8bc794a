import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { siteSystem } from "./theme";

/**
 * The providers every page needs: only the theme. Firebase is not here on purpose: the parts
 * that read Firestore bring their own scope (lib/firebase/scope.tsx) and load on demand.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>;
}
