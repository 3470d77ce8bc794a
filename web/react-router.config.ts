/**
 * React Router framework mode: the route modules in src/routes.ts, rendered on the server for
 * the public pages (by the `ssr` Cloud Function in production) and hydrated in the browser.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { buildSettings, checkBuild } from "./scripts/production-checks";
import { robotsTxt } from "./src/lib/seo/robots";

const WEB = path.dirname(fileURLToPath(import.meta.url));
/** Where the `ssr` function (functions/src/ssr) loads the server build from. */
const FUNCTIONS_SSR = path.join(WEB, "..", "functions", "ssr");

export default {
  appDirectory: "src",
  ssr: true,
  buildDirectory: "build",
  // The whole route manifest (about 25 routes) ships with the page: client-side navigations never
  // ask the `ssr` function which route a path is.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour, opted into now: the build stops warning and the move to 8 is small.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  // The server build is one self-contained module (vite.config.ts), copied into the functions
  // source so that `firebase deploy` uploads it with them.
  buildEnd({ viteConfig }) {
    // robots.txt names the sitemap by its absolute URL: the project's SITE_ORIGIN (from
    // functions/.env.<project-id>, as the pages), the local Hosting emulator for a demo build.
    const origin = checkBuild(buildSettings(viteConfig.env));
    writeFileSync(path.join(viteConfig.root, "build", "client", "robots.txt"), robotsTxt(origin));
    const server = path.join(viteConfig.root, "build", "server");
    rmSync(FUNCTIONS_SSR, { recursive: true, force: true });
    cpSync(server, FUNCTIONS_SSR, { recursive: true });
    // functions/ is CommonJS; the server build is an ES module.
    writeFileSync(path.join(FUNCTIONS_SSR, "package.json"), '{ "type": "module" }\n');
  },
} satisfies Config;
