import { useSyncExternalStore } from "react";

/** Whether the toaster has loaded: only then does the document load toast code. */
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
