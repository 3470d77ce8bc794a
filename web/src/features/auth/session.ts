/**
 * The signed-in user as a small external store over Firebase Auth, read with
 * useSyncExternalStore. It loads no Firestore code, so the top bar can show the sign-in state
 * without pulling the database SDK into the landing page.
 */
import { onIdTokenChanged, type User } from "firebase/auth";
import { auth } from "@/lib/firebase/auth.client";

export type SessionState =
  { status: "loading"; user: null } | { status: "ready"; user: User | null };

const LOADING: SessionState = { status: "loading", user: null };

let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let started = false;

/**
 * Renews the ID token when the account's address is verified but the token still says it is not
 * (it was minted before the link was followed). The security rules and the API read
 * `email_verified` from the token, so without this a customer who just verified could not book
 * or post a review until the token expired, up to an hour later. The renewed token fires
 * onIdTokenChanged again, and then matches.
 */
async function renewTokenOnceVerified(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}

function start(): void {
  if (started) return;
  started = true;
  // onIdTokenChanged also fires when the profile changes (a display name set after sign-up).
  onIdTokenChanged(auth, (user) => {
    if (user) void renewTokenOnceVerified(user).catch(() => undefined);
    state = { status: "ready", user };
    listeners.forEach((listener) => listener());
  });
}

export function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current state; a new object after every auth event. */
export function getSession(): SessionState {
  return state;
}

/** What a server-side render (and the hydration that follows it) sees: still loading. */
export function getServerSession(): SessionState {
  return LOADING;
}
