import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts, scriptHash } from "./csp";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("contentSecurityPolicy", () => {
  const html =
    '<html><head><script type="module" src="/assets/entry.js"></script>' +
    '<link rel="modulepreload" href="/assets/a.js"></head><body>' +
    '<script>window.__ctx = {"a":1}</script>' +
    '<script type="module">import("/assets/entry.js");</script>' +
    '<script async="" src="/assets/late.js"></script></body></html>';

  it("finds the inline scripts and leaves out those with a src", () => {
    expect(inlineScripts(html)).toEqual(['window.__ctx = {"a":1}', 'import("/assets/entry.js");']);
  });

  it("allows each inline script by its hash, and nothing inline besides", () => {
    const policy = contentSecurityPolicy(html);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toContain(`'sha256-${sha('window.__ctx = {"a":1}')}'`);
    expect(scriptSrc).toContain(`'sha256-${sha('import("/assets/entry.js");')}'`);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc?.match(/sha256-/g)).toHaveLength(2);
  });

  it("hashes the text exactly as served, so a changed script is refused", () => {
    expect(scriptHash("a()")).not.toEqual(scriptHash("a() "));
  });

  it("keeps frames, objects and the base URI locked down", () => {
    const policy = contentSecurityPolicy("");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});
