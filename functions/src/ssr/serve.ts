/**
 * Serves the web app's pages: the React Router server build (web/, copied into functions/ssr by
 * `npm run build`) renders each request that Hosting rewrites to this function. The build is a
 * Fetch API handler; this adapts the function's Express request and response to it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { Problem, sendProblem } from "../api/problem";

type FetchHandler = (request: Request) => Promise<Response>;

/** functions/ssr/index.js, next to this module's functions/lib/ssr after the build. */
const SERVER_BUILD = path.join(__dirname, "..", "..", "ssr", "index.js");

let handler: Promise<FetchHandler> | undefined;

function loadHandler(): Promise<FetchHandler> {
  handler ??= (import(pathToFileURL(SERVER_BUILD).href) as Promise<{ handle: FetchHandler }>).then(
    (module) => module.handle,
  );
  return handler;
}

/** The Fetch API request for an Express one (pages are GET or HEAD: no body). */
export function toFetchRequest(req: ExpressRequest): Request {
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "localhost";
  const protocol = req.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? req.protocol;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.originalUrl, `${protocol}://${host}`), {
    method: req.method,
    headers,
  });
}

/**
 * The page compressed for the client, as Hosting compresses its static files: Brotli when the
 * client takes it (at a quality that costs about a millisecond for a page), else gzip, else
 * as it is (and so is a body under 1 KB). A 30 KB page travels as about 7 KB.
 */
export function encodeBody(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "br" | "gzip" } {
  if (body.length < 1024) return { body };
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]?.trim().toLowerCase()),
  );
  if (accepted.has("br")) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(body, { params }), encoding: "br" };
  }
  if (accepted.has("gzip")) return { body: gzipSync(body), encoding: "gzip" };
  return { body };
}

export async function serve(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendProblem(
      res,
      new Problem(405, "Pages only answer GET and HEAD.", undefined, { Allow: "GET, HEAD" }),
    );
    return;
  }
  const handle = await loadHandler();
  const response = await handle(toFetchRequest(req));
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.vary("Accept-Encoding");
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const { body, encoding } = encodeBody(
    Buffer.from(await response.arrayBuffer()),
    req.get("accept-encoding"),
  );
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.removeHeader("Content-Length");
  res.end(body);
}
