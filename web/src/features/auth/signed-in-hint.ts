/**
 * Whether this browser may have a signed-in user, kept without Firebase: the public pages' top
 * bar loads Firebase Auth (about 40 KB of JS, and its start-up work) only when it may, and shows
 * a signed-out visitor's Login link at once. Firebase Auth stays the authority: every page that
 * loads it keeps this hint in step (features/auth/api.ts), and a stale hint only costs
 * loading it. Where storage is unavailable the answer is "maybe", so Auth loads as before. A
 * session that began before the hint existed shows Login until a page that loads Auth (the login
 * page, the dashboard) has seen it.
 */

export const SIGNED_IN_HINT_KEY = "signed-in";

export interface HintStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const listeners = new Set<() => void>();

function storage(): HintStorage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // access refused (some private modes, blocked cookies)
  }
}

/**
 * True when Firebase Auth last reported a user in this browser, or when storage cannot say. A
 * browser that never loaded Auth here (a first visit) has no user: its top bar shows Login.
 */
export function maybeSignedIn(store: HintStorage | undefined = storage()): boolean {
  if (!store) return true;
  try {
    return store.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return true;
  }
}

/** Records what Firebase Auth reported, and tells the top bars that read the hint. */
export function rememberSignedIn(
  signedIn: boolean,
  store: HintStorage | undefined = storage(),
): void {
  try {
    if (signedIn) store?.setItem(SIGNED_IN_HINT_KEY, "1");
    else store?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // a full or refused storage leaves the hint as "maybe"
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeSignedInHint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
