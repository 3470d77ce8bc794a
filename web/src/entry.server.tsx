/**
 * Renders a page on the server, to completion rather than streamed (its data is small), with a
 * nonce of its own (lib/csp.ts). A GET's answer is cacheable unless a route said otherwise.
 */
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router-dom";
import { appCheck, firebaseConfig, useEmulators } from "@/config/env";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { contentSecurityPolicy, scriptNonce, type CspTarget } from "@/lib/csp";
import { NonceContext } from "@/lib/nonce";

const CSP_TARGET: CspTarget = {
  projectId: firebaseConfig.projectId,
  authDomain: firebaseConfig.authDomain,
  emulators: useEmulators,
  appCheck: appCheck.siteKey !== "",
};

/** How long a render may take before the server gives up on it. */
export const streamTimeout = 10_000;

function renderHtml(request: Request, routerContext: EntryContext, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page is sent at once (onAllReady): every Suspense boundary's content in its
        // place, none moved to the end of the document for a script to reveal (React does so
        // with a boundary over this size), which a visitor without scripts would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
  const nonce = scriptNonce();
  // React writes the <!DOCTYPE html>, as it renders the whole document.
  const html = await renderHtml(request, routerContext, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, CSP_TARGET));
  // A form's answer is that visitor's alone, whatever the route's headers say for its page.
  if (request.method !== "GET" && request.method !== "HEAD") {
    responseHeaders.set("Cache-Control", "no-store");
  } else if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set(
      "Cache-Control",
      responseStatusCode >= 500 ? "no-store" : PUBLIC_CACHE_CONTROL,
    );
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
