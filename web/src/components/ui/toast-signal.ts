import { useSyncExternalStore } from "react";

/**
 * Whether the notifications are in use on this page load: true once the toaster module (and with
 * it Chakra UI) has loaded, which the pages that notify do. The document shows the toasts only
 * then (root.tsx), so a public page, which never notifies, loads no toast code; and a toast
 * created just before a page change (sign-up, then the home page) stays on screen.
 */
let used = false;
const listeners = new Set<() => void>();

export function markToastsUsed(): void {
  if (used) return;
  used = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToastsUsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => used,
    () => false,
  );
}
