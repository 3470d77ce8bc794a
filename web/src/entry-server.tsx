/**
 * Server entry used at build time only (scripts/prerender.ts): renders one public page to HTML
 * with the same component tree the browser hydrates. Emotion (Chakra UI's style engine) writes
 * each page's styles inline, ahead of the elements that use them, so the page paints styled
 * before any script runs.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router-dom";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "@/app/App";
import { pageRouteId, routerReady } from "@/app/ready";
import { routes } from "@/app/router";
import { HeadContext } from "@/lib/use-document-title";
import type { RenderedPage } from "./app/rendered-page";

export type { RenderedPage };

export async function render(url: string): Promise<RenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  let title = "";
  const head = {
    setTitle: (value: string) => {
      title = value;
    },
  };
  const html = renderToString(
    <HeadContext value={head}>
      <CacheProvider value={createCache({ key: "css" })}>
        <StrictMode>
          <App router={router} />
        </StrictMode>
      </CacheProvider>
    </HeadContext>,
  );
  router.dispose();
  const routeId = pageRouteId(router);
  if (!routeId) throw new Error(`No route matched ${url}`);
  return { html, routeId, title };
}
