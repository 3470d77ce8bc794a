/** One page rendered at build time by entry-server.tsx, for scripts/prerender.ts. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The route the page was rendered for (written to #root's data-route). */
  routeId: string;
  /** The document title the page sets. */
  title: string;
}
