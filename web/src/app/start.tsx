import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { App } from "./App";
import { pageRouteId, routerReady } from "./ready";
import { routes } from "./router";

/** Renders the app into #root: hydrates a pre-rendered page, or renders the app shell. */
export function start(root: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );

  /**
   * Pre-rendered pages (scripts/prerender.ts) carry the id of the route they were rendered for.
   * When it is the page the router matched, React hydrates that HTML once the route's module has
   * loaded. The app shell (no id) renders at once; a page whose HTML is for another route (a URL
   * that differs only in case, say) is rendered from scratch.
   */
  const prerendered = root.dataset.route;
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  void routerReady(router).then(() => {
    if (prerendered === pageRouteId(router)) {
      // As a transition, hydration yields to the browser between components instead of
      // blocking the main thread until the whole page is done.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
