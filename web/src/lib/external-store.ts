import { useSyncExternalStore } from "react";

/** A value kept outside React, read by `useValue()`; components render again on `changed()`. */
export function externalStore<T>(read: () => T, onServer: T) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    subscribe,
    changed: () => listeners.forEach((listener) => listener()),
    useValue: () => useSyncExternalStore(subscribe, read, () => onServer),
  };
}
