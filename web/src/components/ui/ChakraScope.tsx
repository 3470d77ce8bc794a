import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { siteSystem } from "@/app/theme";

/** Chakra UI, for the sign-in forms, the service page and the dashboard (not static CSS). */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>;
}
