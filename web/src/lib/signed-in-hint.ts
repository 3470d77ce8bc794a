/** Whether a user may be signed in here, kept without Firebase: the top bar loads Auth only then. */
import { externalStore } from "@/lib/external-store";

export const SIGNED_IN_HINT_KEY = "signed-in";

export type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): HintStorage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // access refused (some private modes, blocked cookies)
  }
}

export function maybeSignedIn(store: HintStorage | undefined = storage()): boolean {
  if (!store) return true;
  try {
    return store.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return true;
  }
}

const hint = externalStore(() => maybeSignedIn(), true);

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
  hint.changed();
}

export const subscribeSignedInHint = hint.subscribe;
export const useMaybeSignedIn = hint.useValue;
