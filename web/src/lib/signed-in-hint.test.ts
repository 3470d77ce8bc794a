import { describe, expect, it, vi } from "vitest";
import {
  maybeSignedIn,
  rememberSignedIn,
  SIGNED_IN_HINT_KEY,
  subscribeSignedInHint,
  type HintStorage,
} from "./signed-in-hint";

function memoryStorage(): HintStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const refusing: HintStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("signed-in hint", () => {
  it("says signed out in a browser where Auth never reported a user", () => {
    expect(maybeSignedIn(memoryStorage())).toBe(false);
  });

  it("follows what Auth reports: a user, then none", () => {
    const store = memoryStorage();
    rememberSignedIn(true, store);
    expect(store.items.get(SIGNED_IN_HINT_KEY)).toBe("1");
    expect(maybeSignedIn(store)).toBe(true);
    rememberSignedIn(false, store);
    expect(store.items.has(SIGNED_IN_HINT_KEY)).toBe(false);
    expect(maybeSignedIn(store)).toBe(false);
  });

  it("says maybe when storage is missing or refuses, so Auth loads as it would without the hint", () => {
    expect(maybeSignedIn(undefined)).toBe(true);
    expect(maybeSignedIn(refusing)).toBe(true);
    expect(() => rememberSignedIn(true, refusing)).not.toThrow();
  });

  it("tells its subscribers of every change, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSignedInHint(listener);
    rememberSignedIn(true, memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    rememberSignedIn(false, memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
