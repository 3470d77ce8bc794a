/**
 * Serves the web app's pages: adapts the function's Express request and response to the React
 * Router server build (a Fetch API handler, copied into functions/ssr by `npm run build`). The
 * page's URL is SITE_ORIGIN plus the path, never the Host a request sent, which a cached page
 * would carry to every visitor. A form's POST gets CLIENT_ADDRESS_HEADER set here from what the
 * platform saw, never from what the caller sent.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { logger } from "firebase-functions/logger";
import { Problem, sendProblem } from "../api/problem";
import { siteOrigin } from "../shared/origin";
import { clientAddress } from "../api/rate-limit";
import { malformedHostHeader } from "./hosts";

export const CLIENT_ADDRESS_HEADER = "x-agency-client-address";

/** The contact form's fields are a few KB at most. */
const MAX_FORM_BYTES = 64 * 1024;

type PageRequest = ExpressRequest & { rawBody?: Buffer };

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

/** The Fetch API request at `origin` plus the path asked for; a target not a path is a 400. */
export function toFetchRequest(req: PageRequest, origin: string): Request {
  const target = req.originalUrl;
  if (!target.startsWith("/")) {
    throw new Problem(400, "The request target must be a path, such as /services.");
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  headers.delete(CLIENT_ADDRESS_HEADER);
  const body = req.method === "POST" ? new Uint8Array(req.rawBody ?? Buffer.alloc(0)) : undefined;
  if (body) headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
  // Concatenated, not resolved against the origin: "//other.example/x" stays a path on the site.
  return new Request(`${origin}${target}`, { method: req.method, headers, body });
}

/**
 * The page compressed as Hosting compresses its static files: Brotli (at a quality that costs
 * about a millisecond a page), else gzip, else as it is (and so is a body under 1 KB).
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

export function requestProblem(req: PageRequest): Problem | undefined {
  const malformed = malformedHostHeader((name) => req.get(name));
  if (malformed) {
    return new Problem(400, `The ${malformed} header is not a valid host (name[:port]).`);
  }
  if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
    return new Problem(405, "Pages only answer GET, HEAD and a form's POST.", undefined, {
      Allow: "GET, HEAD, POST",
    });
  }
  if (req.method === "POST" && (req.rawBody?.byteLength ?? 0) > MAX_FORM_BYTES) {
    return new Problem(413, `A form may send at most ${MAX_FORM_BYTES / 1024} KB.`);
  }
  return undefined;
}

export async function serve(req: PageRequest, res: ExpressResponse): Promise<void> {
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
    // SITE_ORIGIN missing or invalid: the deploy check should have caught it (docs/operations.md, "Deploy").
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
