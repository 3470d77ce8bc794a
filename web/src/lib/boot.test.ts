import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { BOOT_WAIT, startScriptsAfterLoad, startupScripts } from "./boot";

/** The shape React Router 7 writes: preloads in <head>, one inline module script in <body>. */
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/></head>' +
  '<body><p>rel="modulepreload" import "x";</p>' +
  "<script>window.__reactRouterContext = {};</script>" +
  '<script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/home-4.js";\n' +
  "  \n" +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n' +
  "\n" +
  'import("/assets/entry.client-2.js");</script></body></html>';

const moduleScript = (html: string) =>
  /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("startScriptsAfterLoad", () => {
  const html = startScriptsAfterLoad(PAGE);
  const code = moduleScript(html);

  it("takes the module preloads out of the HTML and leaves everything else in place", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<p>rel="modulepreload" import "x";</p>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("waits for the load event and the first contentful paint, then adds the preloads back", () => {
    expect(code.startsWith(BOOT_WAIT)).toBe(true);
    expect(code).toContain('addEventListener("load", done, { once: true })');
    expect(code).toContain('entry.name === "first-contentful-paint"');
    expect(code).toContain("Promise.all([loaded, painted]).then(() => setTimeout(go));");
    expect(code).toContain(
      'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"])',
    );
  });

  it("adds the preloads back in their order, one per task", async () => {
    const preloads = Array.from({ length: 10 }, (_, at) => `/assets/chunk-${at}.js`);
    const many = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
      "</head>",
      `${preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`,
    );
    const loop = moduleScript(startScriptsAfterLoad(many));
    const start = loop.indexOf("for (const href of");
    const body = loop.slice(start, loop.indexOf("await import(", start));
    const run = new Script(`(async () => {\n${body}\n})()`);
    /** Runs the loop with a fake document; `yielded` starts the next task's batch of appends. */
    async function tasks(globals: (yielded: () => void) => Record<string, unknown>) {
      const batches: string[][] = [[]];
      const document = {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => batches.at(-1)?.push(link.href) },
      };
      const context = { document, ...globals(() => batches.push([])) };
      await (run.runInNewContext(context) as Promise<void>);
      expect(batches.flat()).toEqual(preloads);
      return batches.filter((batch) => batch.length > 0);
    }
    const onePerTask = preloads.map((href) => [href]);
    // Where the browser has scheduler.yield (called on the scheduler, as it must be)...
    const withYield = (yielded: () => void) => ({
      scheduler: {
        yielded,
        yield(this: { yielded: () => void }) {
          this.yielded();
          return Promise.resolve();
        },
      },
    });
    expect(await tasks(withYield)).toEqual(onePerTask);
    // ...and where it does not, a timer.
    const withTimer = (yielded: () => void) => ({
      setTimeout: (next: () => void) => {
        yielded();
        next();
      },
    });
    expect(await tasks(withTimer)).toEqual(onePerTask);
  });

  it("imports the same modules in the same order, after the wait", () => {
    expect(code).not.toMatch(/^\s*import\s/m);
    const wait = code.indexOf(BOOT_WAIT);
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/home-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((line) => code.indexOf(line));
    expect(order.every((at) => at > wait)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("is valid module code", () => {
    // Parsed, not run: the body of an async function allows await, as a module's top level does.
    const compile = (body: string) => new Script(`(async () => {\n${body}\n})`);
    expect(() => compile(code)).not.toThrow();
    expect(() => compile(`${code}\nimport x from "y";`)).toThrow(SyntaxError);
  });

  it("leaves a module script of another shape, and its preloads, as they are", () => {
    const other = PAGE.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import { a } from "/assets/home-4.js";',
    );
    expect(startScriptsAfterLoad(other)).toBe(other);
    const none = "<html><head></head><body><p>No scripts.</p></body></html>";
    expect(startScriptsAfterLoad(none)).toBe(none);
  });
});

describe("startupScripts", () => {
  it("lists the same scripts before and after the rewrite", () => {
    const expected = [
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ];
    expect(new Set(startupScripts(PAGE))).toEqual(new Set(expected));
    expect(new Set(startupScripts(startScriptsAfterLoad(PAGE)))).toEqual(new Set(expected));
  });
});
