/**
 * The nonce of the page being rendered (lib/csp.ts): the server makes a new one for every
 * response and hands it to React Router's scripts and the site's own inline scripts through this
 * context. The Content-Security-Policy allows inline scripts by this nonce only, so a script that
 * reaches a page any other way (content, a bug) does not run. In the browser it is "": the
 * browser hides a nonce from the page once it has read it (the attribute reads as ""), so the
 * hydration renders what the document holds, and no script is written after the server's render.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
