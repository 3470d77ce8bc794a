import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (and on the server), true once the page's
 * handlers are attached. Forms on pre-rendered pages keep their submit buttons disabled until
 * then, so a quick visitor cannot submit one natively (which would put its fields, a password
 * among them, into the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
