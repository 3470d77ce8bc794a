/**
 * All reactfire imports from `firebase/auth`, as the Auth instance's own method: its import
 * resolves here (vite.config.ts), so the public live lists load no Auth SDK (ADR 003).
 */
import type { Auth, CompleteFn, ErrorFn, NextOrObserver, User } from "firebase/auth";

export function onIdTokenChanged(
  auth: Auth,
  next: NextOrObserver<User | null>,
  error?: ErrorFn,
  completed?: CompleteFn,
) {
  return auth.onIdTokenChanged(next, error, completed);
}
