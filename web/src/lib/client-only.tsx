import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Renders `children` only in the browser, once the page has hydrated: `fallback` on the server
 * and during hydration. For what needs browser-only code (Firebase Auth, live Firestore updates,
 * the toasts), typically a `lazy` component, so its code loads after the page is interactive.
 */
export function ClientOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
