/**
 * Pre-renders the public pages into web/dist after `vite build` and the server build of
 * src/entry-server.tsx (see package.json "build"). Each page's HTML has the styled markup inside
 * #root, so it paints before any script runs; the browser then hydrates it (src/main.tsx).
 *
 *   index.html, home.html  the landing page (/ and /home)
 *   services.html          /services
 *   login.html, signUp.html
 *   404.html               any unknown path (Hosting answers it with status 404)
 *   app.html               the empty shell for the signed-in pages (dashboard, service detail)
 */
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RenderedPage } from "../src/app/rendered-page";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(WEB, "dist");
const SSR_DIR = path.join(WEB, ".ssr");

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Output file, the URL it is rendered at, and the page module whose chunk it preloads. */
export const PAGES = [
  { file: "index.html", url: "/", module: "src/pages/HomePage.tsx" },
  { file: "home.html", url: "/home", module: "src/pages/HomePage.tsx" },
  { file: "services.html", url: "/services", module: "src/pages/ServicesPage.tsx" },
  { file: "login.html", url: "/login", module: "src/pages/LoginPage.tsx" },
  { file: "signUp.html", url: "/signUp", module: "src/pages/SignUpPage.tsx" },
  { file: "404.html", url: "/this-page-does-not-exist", module: "src/pages/NotFoundPage.tsx" },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The chunk of `module` and every chunk it imports statically, as site paths. */
export function chunkFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

/**
 * The chunks the start-up script imports in stages (src/main.tsx): preloaded with the page so
 * that no stage waits for the network.
 */
export function startupFiles(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The Vite manifest has no entry chunk");
  return (entry.dynamicImports ?? []).flatMap((key) => chunkFiles(manifest, key));
}

/** Where a pre-rendered page keeps its start-up preloads until it has painted. */
export const PRELOAD_TEMPLATE_ID = "preload-after-paint";

/**
 * The one inline script of a pre-rendered page. Once the page has painted (the frame after the
 * first, or a timer in a background tab, where there are no frames), it adds the start-up
 * preloads kept in the <template> and the entry script named in its own `data-src`. Its text
 * never changes, so the Content-Security-Policy in firebase.json allows it by its hash
 * (`BOOT_LOADER_CSP_HASH`; a unit test keeps the two in step).
 */
export const BOOT_LOADER =
  "(function(b){var d=0;function go(){if(d)return;d=1;" +
  `var t=document.getElementById("${PRELOAD_TEMPLATE_ID}");` +
  "if(t)document.head.appendChild(t.content.cloneNode(true));" +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";' +
  's.src=b.getAttribute("data-src");document.head.appendChild(s)}' +
  "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(document.currentScript)";

export const BOOT_LOADER_CSP_HASH = `'sha256-${createHash("sha256").update(BOOT_LOADER).digest("base64")}'`;

/**
 * Puts a rendered page into the built index.html. The app shell (`page` null) loads its entry
 * and preloads its start-up chunks at once, as it shows nothing without them. A pre-rendered
 * page paints without any script, and fetching and compiling fifty chunks alongside would hold
 * its first paint back: its entry script and preloads wait until it is on screen (BOOT_LOADER).
 */
export function fillTemplate(
  template: string,
  page: RenderedPage | null,
  preload: string[],
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error("index.html has no empty #root");
  const present = new Set([...template.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
  const links = [...new Set(preload)]
    .filter((file) => !present.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join("");
  if (!page) return template.replace("</head>", `${links}</head>`);
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error("index.html has no module entry script");
  // Vite's preloads of the entry's own imports move into the template with the others.
  const vitePreload = /<link rel="modulepreload"[^>]*>\s*/g;
  const deferred = [...template.matchAll(vitePreload)].map(([tag]) => tag.trim()).join("") + links;
  return template
    .replace(entry[0], "")
    .replace(vitePreload, "")
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      root,
      `<div id="root" data-route="${escapeHtml(page.routeId)}">${page.html}</div>` +
        `<template id="${PRELOAD_TEMPLATE_ID}">${deferred}</template>` +
        `<script data-src="${entry[1]}">${BOOT_LOADER}</script>`,
    );
}

async function main(): Promise<void> {
  const template = readFileSync(path.join(DIST, "index.html"), "utf8");
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const entry = pathToFileURL(path.join(SSR_DIR, "entry-server.js")).href;
  const { render } = (await import(entry)) as {
    render: (url: string) => Promise<RenderedPage>;
  };
  const startup = startupFiles(manifest);
  writeFileSync(path.join(DIST, "app.html"), fillTemplate(template, null, startup));
  for (const page of PAGES) {
    const rendered = await render(page.url);
    const html = fillTemplate(template, rendered, [
      ...startup,
      ...chunkFiles(manifest, page.module),
    ]);
    writeFileSync(path.join(DIST, page.file), html);
    process.stdout.write(
      `pre-rendered ${page.url.padEnd(28)} -> dist/${page.file} (${(html.length / 1024).toFixed(0)} KB)\n`,
    );
  }
  rmSync(SSR_DIR, { recursive: true, force: true });
  rmSync(path.join(DIST, ".vite"), { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Pre-rendering failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
