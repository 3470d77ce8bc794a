/**
 * Runs before `react-router build` (web/package.json): a build for a real Firebase project stops
 * before it starts without SITE_ORIGIN, or with an App Check debug token
 * (production-checks.ts). The build checks again when it writes robots.txt
 * (react-router.config.ts), so a `react-router build` run on its own cannot skip the checks.
 */
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { buildSettings, checkBuild } from "./production-checks.ts";

// The VITE_* values the production build will see (web/.env*, and the environment).
const webDir = fileURLToPath(new URL("..", import.meta.url));
try {
  checkBuild(buildSettings(loadEnv("production", webDir, "VITE_")));
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
}
