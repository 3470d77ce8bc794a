import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { siteSystem } from "@/app/theme";

/**
 * Chakra UI's style system, for the pages built with it: the sign-in forms,
 * the service page and the dashboard. The public pages around them (layout, landing, services)
 * use static CSS (styles/base.css and CSS modules), so their start-up loads no style engine.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>;
}
