/**
 * Renders a page on the server (the `ssr` Cloud Function, or the dev server). Each page is
 * rendered to completion rather than streamed: its loader data is small, and the whole HTML is
 * needed to allow its inline scripts by hash in the Content-Security-Policy (lib/csp.ts). The
 * response is cacheable by Hosting's CDN unless a route said otherwise.
 */
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { appCheck, firebaseConfig, useEmulators } from "@/config/env";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { contentSecurityPolicy, type CspTarget } from "@/lib/csp";
import { lowPriorityModulePreloads } from "@/lib/preloads";

/** The Firebase project of this build, whose hosts the Content-Security-Policy names. */
const CSP_TARGET: CspTarget = {
  projectId: firebaseConfig.projectId,
  authDomain: firebaseConfig.authDomain,
  emulators: useEmulators,
  appCheck: appCheck.siteKey !== "",
};

/** How long a render may take before the server gives up on it. */
export const streamTimeout = 10_000;

function renderHtml(request: Request, routerContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          text(body).then(resolve, reject);
          pipe(body);
        },
        onShellError: reject,
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // React writes the <!DOCTYPE html> itself, as it renders the whole document.
  const html = lowPriorityModulePreloads(await renderHtml(request, routerContext));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(html, CSP_TARGET));
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set(
      "Cache-Control",
      responseStatusCode >= 500 ? "no-store" : PUBLIC_CACHE_CONTROL,
    );
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
