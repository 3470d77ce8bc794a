/**
 * React Router framework mode: the route modules in src/routes.ts, rendered on the server for
 * the public pages (by the `ssr` Cloud Function in production) and hydrated in the browser.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { siteOrigin } from "./src/lib/seo/origin";
import { robotsTxt } from "./src/lib/seo/robots";

const WEB = path.dirname(fileURLToPath(import.meta.url));
/** Where the `ssr` function (functions/src/ssr) loads the server build from. */
const FUNCTIONS_SSR = path.join(WEB, "..", "functions", "ssr");
/** Where the production build runs locally (firebase.json `emulators.hosting`). */
const LOCAL_HOSTING = "http://127.0.0.1:5000";

export default {
  appDirectory: "src",
  ssr: true,
  buildDirectory: "build",
  // The whole route manifest (about 25 routes) ships with the page: client-side navigations never
  // ask the `ssr` function which route a path is.
  routeDiscovery: { mode: "initial" },
  // The server build is one self-contained module (vite.config.ts), copied into the functions
  // source so that `firebase deploy` uploads it with them.
  buildEnd({ viteConfig }) {
    // robots.txt names the sitemap by its absolute URL: SITE_ORIGIN for a deploy, the local
    // Hosting emulator otherwise.
    const origin = siteOrigin(new Request(`${LOCAL_HOSTING}/robots.txt`));
    writeFileSync(path.join(viteConfig.root, "build", "client", "robots.txt"), robotsTxt(origin));
    const server = path.join(viteConfig.root, "build", "server");
    rmSync(FUNCTIONS_SSR, { recursive: true, force: true });
    cpSync(server, FUNCTIONS_SSR, { recursive: true });
    // functions/ is CommonJS; the server build is an ES module.
    writeFileSync(path.join(FUNCTIONS_SSR, "package.json"), '{ "type": "module" }\n');
  },
} satisfies Config;
