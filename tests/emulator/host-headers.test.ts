/**
 * A page's absolute URLs come from the configured origin (SITE_ORIGIN; on the emulators the local
 * Hosting emulator), never from a header of the request: Hosting's CDN would otherwise serve a
 * page naming a caller's host to every visitor. A Host or X-Forwarded-Host that is not a host is
 * a 400 problem+json, not a 500.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { HOST, PORTS, PROJECT_ID, REGION, URLS } from "../../scripts/lib/config.ts";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import { PUBLIC_CACHE_CONTROL } from "../../web/src/lib/content.ts";
import { parseDocument } from "../support/html.ts";

/** The origin functions/.env.demo-agency configures (a unit test keeps the two in step). */
const ORIGIN = LOCAL_SITE_ORIGIN;
const EVIL = "evil.example";
const FORGED = { "x-forwarded-host": EVIL, "x-forwarded-proto": "https" };

/** A response's headers and body as one text, to search for a host. */
async function everything(res: Response): Promise<string> {
  const headers: string[] = [];
  res.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
  return `${headers.join("\n")}\n\n${await res.text()}`;
}

/**
 * A GET with a Host header of our choosing (fetch always sends the URL's own), through node's
 * http module: its status, content type and body.
 */
function getWithHost(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The problem+json body of a 400 that names `header`. */
function expectBadHost(
  answer: { status: number; type: string; body: string },
  header: "Host" | "X-Forwarded-Host",
) {
  expect(answer.status, answer.body).toBe(400);
  expect(answer.type).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(answer.body)).toEqual({
    type: "about:blank",
    title: "Bad Request",
    status: 400,
    detail: `The ${header} header is not a valid host (name[:port]).`,
  });
}

describe("a forged X-Forwarded-Host, through Hosting", () => {
  it.each(["/", "/services", "/login", "/no-such-page"])(
    "leaves no trace in %s, whose canonical is the configured origin",
    async (path) => {
      const res = await fetch(`${URLS.hosting}${path}`, { headers: FORGED });
      expect(res.status).toBe(path === "/no-such-page" ? 404 : 200);
      const doc = parseDocument(await res.clone().text());
      const text = await everything(res);
      expect(text).not.toContain(EVIL);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
      expect(new URL(canonical).origin).toBe(ORIGIN);
      const ogUrl = doc.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? "";
      expect(ogUrl.startsWith(`${ORIGIN}/`)).toBe(true);
      // The canonical, og:url, og:image, twitter:image and the JSON-LD name the configured origin.
      expect(text.split(`${ORIGIN}/`).length - 1).toBeGreaterThanOrEqual(4);
    },
  );

  it("is the same page a plain request gets, which the CDN may cache for everyone", async () => {
    const forged = await fetch(`${URLS.hosting}/services`, { headers: FORGED });
    expect(forged.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const plain = await fetch(`${URLS.hosting}/services`);
    // Each render has a nonce of its own (web/src/lib/csp.ts): everything else is the same.
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, ' nonce=""');
    expect(withoutNonces(await forged.text())).toBe(withoutNonces(await plain.text()));
  });

  it("leaves no trace in /sitemap.xml, whose URLs are on the configured origin", async () => {
    const res = await fetch(`${URLS.hosting}/sitemap.xml`, { headers: FORGED });
    expect(res.status).toBe(200);
    const text = await everything(res);
    expect(text).not.toContain(EVIL);
    const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/services`, `${ORIGIN}/insights`]);
    for (const loc of locs) expect(loc?.startsWith(`${ORIGIN}/`), loc).toBe(true);
  });

  it("is ignored by robots.txt, a static file naming the configured origin", async () => {
    const res = await fetch(`${URLS.hosting}/robots.txt`, { headers: FORGED });
    const text = await everything(res);
    expect(text).not.toContain(EVIL);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("cannot move the page to another host through the path either", async () => {
    // "//evil.example/services" is a path on the site (a 404), not a URL on another host.
    const res = await fetch(`${URLS.hosting}//${EVIL}/services`, { headers: FORGED });
    expect(res.status).toBe(404);
    const doc = parseDocument(await res.text());
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    expect(canonical).toBe(`${ORIGIN}//${EVIL}/services`);
    expect(new URL(canonical).origin).toBe(ORIGIN);
  });

  it("is ignored when it comes from the Host a client sent to Hosting", async () => {
    // The Hosting emulator passes the Host it received on as X-Forwarded-Host.
    const answer = await getWithHost(PORTS.hosting, "/services", { host: EVIL });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(EVIL);
    const doc = parseDocument(answer.body);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${ORIGIN}/services`,
    );
  });
});

describe("a host header that is not a host", () => {
  it("is a 400 problem+json through Hosting (X-Forwarded-Host: a b)", async () => {
    for (const path of ["/services", "/", "/sitemap.xml"]) {
      const res = await fetch(`${URLS.hosting}${path}`, { headers: { "x-forwarded-host": "a b" } });
      expectBadHost(
        { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() },
        "X-Forwarded-Host",
      );
    }
  });

  it("is a 400 problem+json on the ssr function's own URL", async () => {
    const ssr = `/${PROJECT_ID}/${REGION}/ssr/services`;
    expectBadHost(
      await getWithHost(PORTS.functions, ssr, { "x-forwarded-host": "a b" }),
      "X-Forwarded-Host",
    );
    expectBadHost(
      await getWithHost(PORTS.functions, ssr, { "x-forwarded-host": `${EVIL}, a b` }),
      "X-Forwarded-Host",
    );
  });

  it("is a 400 problem+json for a malformed Host on the ssr function's own URL", async () => {
    // Not "a b": with a space in Host the Functions emulator never answers, and the Hosting
    // emulator exits (in production Google's front end refuses such a request itself).
    const ssr = `/${PROJECT_ID}/${REGION}/ssr/services`;
    expectBadHost(await getWithHost(PORTS.functions, ssr, { host: `${EVIL}:99999` }), "Host");
  });

  it("is no reason to refuse a host with a port, or a list of hosts from proxies", async () => {
    const requests: Record<string, string>[] = [
      { host: `localhost:${PORTS.hosting}` },
      { host: `${HOST}:${PORTS.hosting}`, "x-forwarded-host": `www.${EVIL}, proxy.internal` },
    ];
    for (const headers of requests) {
      const answer = await getWithHost(PORTS.hosting, "/services", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.body).not.toContain(EVIL);
    }
  });
});
