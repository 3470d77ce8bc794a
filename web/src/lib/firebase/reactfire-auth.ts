/**
 * What reactfire imports from `firebase/auth`: only `onIdTokenChanged`, for its user hooks. The
 * Auth instance has the same method, so reactfire's import resolves here (vite.config.ts) and
 * reactfire no longer brings the Auth SDK (about 87 KB) to the public pages' live lists; Auth
 * loads with auth.client.ts where a page uses it (ADR 003).
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
