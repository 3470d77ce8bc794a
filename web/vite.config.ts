import { fileURLToPath, URL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// The dev server proxies /api (and uploads and pictures, to the images function) to the Functions
// emulator, as Hosting rewrites them in production (firebase.json).
const API_TARGET = "http://127.0.0.1:5001/demo-agency/us-central1/api";
const IMAGES_TARGET = "http://127.0.0.1:5001/demo-agency/us-central1/images";

const UNUSED_BY_APP = new Set([
  "firebase/database",
  "firebase/storage",
  "firebase/remote-config",
  "firebase/functions",
]);

/**
 * reactfire imports every Firebase product it has hooks for. The app uses none of these through
 * reactfire, so reactfire's imports of them resolve to stand-ins (src/lib/reactfire-unused.ts);
 * the app's own imports (firebase/functions for the admin callables) are untouched.
 */
function keepUnusedFirebaseOut(): Plugin {
  const stub = fileURLToPath(new URL("./src/lib/reactfire-unused.ts", import.meta.url));
  return {
    name: "keep-unused-firebase-out",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) &&
        UNUSED_BY_APP.has(source)
      ) {
        return stub;
      }
      return null;
    },
  };
}

/** The small modules every public page starts with (dashboard pages share them), from the root. */
const SHELL_MODULES = [
  "web/src/config/",
  "functions/src/shared/site.ts",
  "functions/src/shared/team.ts",
  "web/src/lib/meta.ts",
  "web/src/lib/use-hydrated.ts",
  "web/src/lib/client-only.tsx",
  "web/src/lib/use-lingered.ts",
  "web/src/lib/use-near-viewport.ts",
  "web/src/lib/live.tsx",
  "web/src/components/ui/Reveal.tsx",
  "web/src/components/ui/PageSpinner.tsx",
  "web/src/components/ui/StarRating.tsx",
  "web/src/components/ui/toast-signal.ts",
  "web/src/components/ui/MenuIcon.tsx",
  "web/src/components/layout/Logo.tsx",
  "web/src/components/layout/ScrollToHash.tsx",
  "web/src/components/layout/TopBar.tsx",
  "web/src/components/layout/TopBar.module.css",
  "web/src/features/auth/signed-in-hint.ts",
  "web/src/features/reviews/components/ReviewCard.tsx",
];

/**
 * The client's start-up JS in a few files rather than about 30: React, React DOM and React Router
 * in one, the shell's small shared modules in another (each of them was a file of its own, as
 * each is shared by a different set of pages). Every file is one more request, and one more
 * fetch the page starts and compiles on its main thread after its first paint. Route modules and
 * what only some pages load (Firebase, Chakra UI, zod) keep their own files.
 */
const CLIENT_CHUNKS = [
  {
    name: "framework",
    priority: 2,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  {
    name: "shell",
    priority: 1,
    test: (id: string) =>
      SHELL_MODULES.some((module) => id.replaceAll("\\", "/").includes(`/${module}`)),
  },
];

/**
 * The framework file starts with V8's explicit compile hint (Chrome 136+): its functions nearly
 * all run at start-up (the module evaluation and the hydration, right after the first paint), so
 * Chrome compiles them on the background thread that streams the file in, not one by one on the
 * main thread the first time each runs. Lighthouse's TBT of / went from a median of about 155 ms
 * to about 40 ms on a 2-core host (ADR 008). The hint must be the file's first line.
 */
function compileHint(chunk: { name: string }): string {
  return chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : "";
}

export default defineConfig(({ command }) => ({
  plugins: [keepUnusedFirebaseOut(), reactRouter()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // zod schemas and model constants shared with the Cloud Functions.
      "@shared": fileURLToPath(new URL("../functions/src/shared", import.meta.url)),
    },
  },
  // The production server build bundles everything but the Admin SDK, which the functions
  // provide: the `ssr` function then needs no web dependency installed.
  ssr:
    command === "build"
      ? { noExternal: true, external: ["firebase-admin"], target: "node" }
      : { external: ["firebase-admin"] },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: {
      // Before /api: the first matching entry wins.
      "/api/images": { target: IMAGES_TARGET, changeOrigin: true },
      "/media/": { target: IMAGES_TARGET, changeOrigin: true },
      "/api": {
        target: API_TARGET,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ""),
      },
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: CLIENT_CHUNKS }, postBanner: compileHint },
    },
  },
  environments: {
    // The server build's entry is the `ssr` function's request handler (React Router reads its
    // input from `rollupOptions` under the Environment API).
    ssr: { build: { sourcemap: false, rollupOptions: { input: "./server/handler.ts" } } },
  },
}));
