import { useSyncExternalStore } from "react";

/**
 * Whether this page load uses notifications: true once the toaster module has loaded. The
 * document shows toasts only then, so a public page loads no toast code.
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
