/** Calling the REST API and the callables on the Functions emulator. */
import { URLS } from "../../scripts/lib/config.ts";

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
}

export interface ApiRequest {
  method?: string;
  token?: string;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** Base URL: the function's root (default) or Hosting's /api. */
  base?: string;
}

export async function api(path: string, request: ApiRequest = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined = request.raw;
  if (request.body !== undefined && body === undefined) {
    body = JSON.stringify(request.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${request.base ?? URLS.api}${path}`, {
    method: request.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

export interface CallableResult {
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

/** Calls a callable function with the callable protocol ({data} in, {result} or {error} out). */
export async function callFunction(
  name: string,
  data: unknown,
  token?: string,
): Promise<CallableResult> {
  const res = await fetch(`${URLS.functions}/demo-agency/us-central1/${name}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await res.json()) as CallableResult;
}
