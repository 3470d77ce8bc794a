import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { BOOT_LOADER, BOOT_LOADER_CSP_HASH, chunkFiles, fillTemplate } from "./prerender.ts";

const TEMPLATE =
  '<html><head><title>Old</title><script type="module" src="/assets/index.js"></script>' +
  '<link rel="modulepreload" href="/assets/react.js"></head><body><div id="root"></div></body></html>';

describe("pre-rendering", () => {
  const manifest = {
    "src/pages/HomePage.tsx": { file: "assets/HomePage.js", imports: ["_form.js", "_react.js"] },
    "_form.js": { file: "assets/form.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
  };

  it("preloads a page's chunk and every chunk it imports, once each", () => {
    expect(chunkFiles(manifest, "src/pages/HomePage.tsx")).toEqual([
      "/assets/HomePage.js",
      "/assets/form.js",
      "/assets/react.js",
    ]);
  });

  it("fails loudly for a page module the build does not know", () => {
    expect(() => chunkFiles(manifest, "src/pages/Missing.tsx")).toThrow(/not in the Vite manifest/);
  });

  it("puts the markup, route id and title into the template and adds missing preloads", () => {
    const html = fillTemplate(
      TEMPLATE,
      { html: "<h1>Hi</h1>", routeId: "home", title: 'Home & "more"' },
      ["/assets/HomePage.js", "/assets/react.js"],
    );
    expect(html).toContain('<div id="root" data-route="home"><h1>Hi</h1></div>');
    expect(html).toContain("<title>Home &amp; &quot;more&quot;</title>");
    expect(html.match(/assets\/react\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage.js">');
  });

  it("starts a pre-rendered page's scripts after it has painted, the app shell's at once", () => {
    const page = fillTemplate(TEMPLATE, { html: "<h1>Hi</h1>", routeId: "home", title: "" }, [
      "/assets/HomePage.js",
    ]);
    const [head, body] = page.split("</head>");
    expect(head).not.toContain("<script");
    expect(head).not.toContain("modulepreload");
    expect(body).toContain(
      '<h1>Hi</h1></div><template id="preload-after-paint"><link rel="modulepreload" href="/assets/react.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage.js"></template>' +
        `<script data-src="/assets/index.js">${BOOT_LOADER}</script>`,
    );
    const shell = fillTemplate(TEMPLATE, null, []);
    expect(shell).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(shell).not.toContain(BOOT_LOADER);
  });

  it("lets the loader run under the site's Content-Security-Policy, by its hash", () => {
    const config = readFileSync(
      path.join(import.meta.dirname, "..", "..", "firebase.json"),
      "utf8",
    );
    const csp = /"Content-Security-Policy",\s*"value": "([^"]+)"/.exec(config)?.[1] ?? "";
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).toContain(
      BOOT_LOADER_CSP_HASH,
    );
  });

  it("preloads the app shell's chunks from its head at once", () => {
    const html = fillTemplate(TEMPLATE, null, ["/assets/start.js", "/assets/react.js"]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js"></head>');
    expect(html).not.toContain("<template");
  });

  it("refuses a template without an empty #root", () => {
    expect(() =>
      fillTemplate("<html></html>", { html: "", routeId: "home", title: "" }, []),
    ).toThrow(/no empty #root/);
  });
});
