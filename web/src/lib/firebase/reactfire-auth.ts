/** reactfire's only `firebase/auth` import, aliased here (vite.config.ts, ADR 003). */
import type { Auth, CompleteFn, ErrorFn, NextOrObserver, User } from "firebase/auth";

export function onIdTokenChanged(
  auth: Auth,
  next: NextOrObserver<User | null>,
  error?: ErrorFn,
  completed?: CompleteFn,
) {
  return auth.onIdTokenChanged(next, error, completed);
}
