import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/** `children` (browser-only code) once the page has hydrated; `fallback` until then. */
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
