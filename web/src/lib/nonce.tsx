/**
 * The nonce of the page being rendered (lib/csp.ts), for its inline scripts. In the browser it is
 * "": browsers hide a nonce once read (the attribute reads as ""), so hydration matches the page.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
