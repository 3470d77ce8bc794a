import type { AppRouter } from "./App";

/** Resolves once the router has loaded the lazy route modules of its first location. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The id of the deepest route the router matched (the page), e.g. "home" or "notFound". */
export function pageRouteId(router: AppRouter): string | undefined {
  return router.state.matches.at(-1)?.route.id;
}
