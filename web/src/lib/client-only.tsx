import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Renders `children` (typically a `lazy` component of browser-only code) once the page has
 * hydrated; `fallback` on the server and during hydration.
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
