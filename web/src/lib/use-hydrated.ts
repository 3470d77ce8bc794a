import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true once the page's
 * handlers are attached. Forms keep their submit buttons disabled until then, so a quick visitor
 * cannot submit one natively (which would put its fields, a password among them, into the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
