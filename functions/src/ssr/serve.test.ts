import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Request as ExpressRequest } from "express";
import type { Problem } from "../api/problem";
import { CLIENT_ADDRESS_HEADER, encodeBody, requestProblem, toFetchRequest } from "./serve";

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Bluepeak</p>".repeat(500)}</body></html>`,
);

describe("encodeBody", () => {
  it("sends Brotli when the client takes it, as browsers do", () => {
    const { body, encoding } = encodeBody(page, "gzip, deflate, br, zstd");
    expect(encoding).toBe("br");
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).equals(page)).toBe(true);
  });

  it("sends gzip to a client that takes gzip but not Brotli", () => {
    for (const header of ["gzip", "gzip, deflate", "br;q=0, gzip;q=0.8", "GZIP"]) {
      const { body, encoding } = encodeBody(page, header);
      expect(encoding, header).toBe("gzip");
      expect(gunzipSync(body).equals(page), header).toBe(true);
    }
  });

  it("sends the page as it is to a client that takes neither, and a small body always", () => {
    for (const header of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0.0"]) {
      expect(encodeBody(page, header), String(header)).toEqual({ body: page });
    }
    const small = Buffer.from("Found");
    expect(encodeBody(small, "br")).toEqual({ body: small });
  });
});

/** An Express request as the function receives it: what toFetchRequest and requestProblem read. */
function expressRequest(
  originalUrl: string,
  headers: Record<string, string>,
  method = "GET",
  rawBody?: Buffer,
): ExpressRequest & { rawBody?: Buffer } {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const req = {
    method,
    originalUrl,
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
    socket: { remoteAddress: "203.0.113.9" },
    rawBody,
  };
  return req as unknown as ExpressRequest & { rawBody?: Buffer };
}

const ORIGIN = "https://www.bluepeak.example";

describe("toFetchRequest", () => {
  it("is the configured origin plus the path and query, whatever the host headers say", () => {
    const request = toFetchRequest(
      expressRequest("/services?utm_source=x", {
        host: "ssr-abc123-uc.a.run.app",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
      }),
      ORIGIN,
    );
    expect(request.url).toBe(`${ORIGIN}/services?utm_source=x`);
    expect(request.method).toBe("GET");
  });

  it("keeps a path that looks like a host on the site", () => {
    expect(toFetchRequest(expressRequest("//evil.example/x", {}), ORIGIN).url).toBe(
      `${ORIGIN}//evil.example/x`,
    );
    expect(toFetchRequest(expressRequest("/\\evil.example", {}), ORIGIN).url).toMatch(
      /^https:\/\/www\.bluepeak\.example\//,
    );
  });

  it("refuses a request target that is not a path", () => {
    for (const target of ["http://evil.example/services", "*", "services"]) {
      expect(() => toFetchRequest(expressRequest(target, {}), ORIGIN)).toThrow(
        expect.objectContaining({ status: 400 }) as Problem,
      );
    }
  });

  it("passes the request's headers on", () => {
    const request = toFetchRequest(
      expressRequest("/", { "accept-language": "en", cookie: "__session=x" }, "HEAD"),
      ORIGIN,
    );
    expect(request.headers.get("accept-language")).toBe("en");
    expect(request.method).toBe("HEAD");
    expect(request.headers.get(CLIENT_ADDRESS_HEADER)).toBeNull();
  });

  it("passes a form's body on, with the client address the platform saw, not the caller's", async () => {
    const request = toFetchRequest(
      expressRequest(
        "/?index",
        {
          "content-type": "application/x-www-form-urlencoded",
          [CLIENT_ADDRESS_HEADER]: "198.51.100.1",
        },
        "POST",
        Buffer.from("fullName=Jamie&email=j%40example.com"),
      ),
      ORIGIN,
    );
    expect(request.method).toBe("POST");
    expect(request.headers.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.9");
    const form = await request.formData();
    expect(form.get("email")).toBe("j@example.com");
  });
});

describe("requestProblem", () => {
  it("is a 400 for a Host or X-Forwarded-Host that is not a host", () => {
    const host = requestProblem(expressRequest("/", { host: "a b" }));
    expect(host).toMatchObject({
      status: 400,
      detail: "The Host header is not a valid host (name[:port]).",
    });
    const forwarded = requestProblem(
      expressRequest("/", { host: "127.0.0.1:5001", "x-forwarded-host": "a b" }, "POST"),
    );
    expect(forwarded).toMatchObject({
      status: 400,
      detail: "The X-Forwarded-Host header is not a valid host (name[:port]).",
    });
  });

  it("is a 405 for a method other than GET, HEAD and POST", () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const problem = requestProblem(expressRequest("/", { host: "127.0.0.1:5001" }, method));
      expect(problem, method).toMatchObject({
        status: 405,
        headers: { Allow: "GET, HEAD, POST" },
      });
    }
    expect(
      requestProblem(expressRequest("/", { host: "127.0.0.1:5001" }, "POST", Buffer.from("a=1"))),
    ).toBeUndefined();
  });

  it("is a 413 for a form larger than 64 KB", () => {
    const big = Buffer.alloc(64 * 1024 + 1, "a");
    const problem = requestProblem(expressRequest("/", { host: "127.0.0.1:5001" }, "POST", big));
    expect(problem).toMatchObject({ status: 413 });
  });

  it("is nothing for a page request through Hosting or on the function's own URL", () => {
    const requests: Record<string, string>[] = [
      { host: "127.0.0.1:5001", "x-forwarded-host": "127.0.0.1:5000" },
      { host: "ssr-abc123-uc.a.run.app", "x-forwarded-host": "www.bluepeak.example" },
      { host: "us-central1-bluepeak-prod.cloudfunctions.net" },
    ];
    for (const headers of requests) {
      expect(requestProblem(expressRequest("/services", headers))).toBeUndefined();
      expect(requestProblem(expressRequest("/services", headers, "HEAD"))).toBeUndefined();
    }
  });
});
