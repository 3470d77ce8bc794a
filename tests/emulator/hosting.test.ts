/**
 * What the Hosting emulator serves: the pre-rendered public pages, the app shell for signed-in
 * pages, a real 404, cache and security headers, robots.txt.
 */
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

  it.each([
    ["/", "home", "We grow brands that customers find, trust and choose", "Bluepeak Digital: "],
    ["/home", "homeAlias", "We grow brands that customers find, trust and choose", "Bluepeak"],
    ["/services", "services", "Services We Offer", "Services | Bluepeak Digital"],
    ["/login", "login", "Welcome back.", "Login | Bluepeak Digital"],
    ["/signUp", "signUp", "Create an account", "Sign up | Bluepeak Digital"],
  ])(
    "serves %s pre-rendered, styled, with its title, and uncached",
    async (page, route, text, title) => {
      const res = await fetch(`${URLS.hosting}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      const root = html.slice(html.indexOf(`<div id="root" data-route="${route}">`));
      expect(root).toContain(text);
      expect(root).toMatch(/<style data-emotion="css [^"]+">/);
      expect(html).toMatch(new RegExp(`<title>${title}`));
    },
  );

  it.each([["/login"], ["/signUp"], ["/"]])(
    "keeps the pre-rendered form on %s from submitting natively before hydration",
    async (page) => {
      const html = await (await fetch(`${URLS.hosting}${page}`)).text();
      const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        // POST keeps the fields (a password among them) out of the URL; a disabled default
        // button stops both clicks and Enter until React has attached the handlers.
        expect(form).toMatch(/^<form[^>]*method="post"/);
        expect(form).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      }
    },
  );

  it.each([["/dashboard"], ["/dashboard/myOrders"], ["/services/services/web-design"]])(
    "serves the app shell for the signed-in page %s",
    async (page) => {
      const res = await fetch(`${URLS.hosting}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain('<div id="root"></div>');
    },
  );

  it("answers an unknown path with status 404 and the pre-rendered not-found page", async () => {
    const res = await fetch(`${URLS.hosting}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-route="notFound"');
    expect(html).toContain("Page not found");
  });

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
