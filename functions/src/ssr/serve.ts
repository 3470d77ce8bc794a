/**
 * Serves the web app's pages: the React Router server build (web/, copied into functions/ssr by
 * `npm run build`) renders each request that Hosting rewrites to this function. The build is a
 * Fetch API handler; this adapts the function's Express request and response to it.
 *
 * The page's URL is the configured site origin (SITE_ORIGIN, shared/origin.ts) plus the path
 * asked for: never the Host or X-Forwarded-Host a request sent, which a cached page would
 * otherwise carry to every visitor.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { logger } from "firebase-functions/logger";
import { Problem, sendProblem } from "../api/problem";
import { siteOrigin } from "../shared/origin";
import { malformedHostHeader } from "./hosts";

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

/**
 * The Fetch API request for an Express one (pages are GET or HEAD: no body), at `origin` plus the
 * path and query asked for. A request target that is not a path ("http://host/path" in absolute
 * form, "*") is a bad request.
 */
export function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const target = req.originalUrl;
  if (!target.startsWith("/")) {
    throw new Problem(400, "The request target must be a path, such as /services.");
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  // Concatenated, not resolved against the origin: "//other.example/x" stays a path on the site.
  return new Request(`${origin}${target}`, { method: req.method, headers });
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

/** Why a page request cannot be served (bad host headers, a method pages do not answer), if so. */
export function requestProblem(req: ExpressRequest): Problem | undefined {
  const malformed = malformedHostHeader((name) => req.get(name));
  if (malformed) {
    return new Problem(400, `The ${malformed} header is not a valid host (name[:port]).`);
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    return new Problem(405, "Pages only answer GET and HEAD.", undefined, { Allow: "GET, HEAD" });
  }
  return undefined;
}

export async function serve(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const problem = requestProblem(req);
  if (problem) {
    sendProblem(res, problem);
    return;
  }
  let request: Request;
  try {
    request = toFetchRequest(req, siteOrigin());
  } catch (error) {
    if (error instanceof Problem) {
      sendProblem(res, error);
      return;
    }
    // SITE_ORIGIN missing or invalid: the deploy check should have caught it (README, "Deploy").
    logger.error("The site origin is not configured", error);
    sendProblem(res, new Problem(500, "The site is not configured correctly."));
    return;
  }
  const handle = await loadHandler();
  const response = await handle(request);
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
