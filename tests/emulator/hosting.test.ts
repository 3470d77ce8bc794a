/** What the Hosting emulator serves besides the app: cache headers, robots.txt, the SPA fallback. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, URLS } from "../../scripts/lib/config.ts";

describe("Hosting", () => {
  it("serves hashed assets with a long-lived, immutable cache header", async () => {
    const asset = readdirSync(path.join(ROOT, "web", "dist", "assets")).find((f) =>
      f.endsWith(".js"),
    );
    const res = await fetch(`${URLS.hosting}/assets/${asset ?? "missing.js"}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each([["/"], ["/services"], ["/dashboard/myOrders"]])(
    "serves the page %s without caching it",
    async (page) => {
      const res = await fetch(`${URLS.hosting}${page}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it.each([["/"], ["/services"], ["/dashboard"]])(
    "sends the security headers with %s",
    async (page) => {
      const res = await fetch(`${URLS.hosting}${page}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  it("serves robots.txt and a meta description", async () => {
    const robots = await fetch(`${URLS.hosting}/robots.txt`);
    expect(await robots.text()).toContain("Disallow: /dashboard");
    const home = await (await fetch(`${URLS.hosting}/`)).text();
    expect(home).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
  });
});
