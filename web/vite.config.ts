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
 * reactfire, so reactfire's imports of them resolve to stand-ins (src/lib/reactfire-unused.ts),
 * and its one Auth function to the Auth instance's own method (src/lib/firebase/reactfire-auth.ts);
 * the app's own imports (firebase/functions for the admin callables) are untouched.
 */
function keepUnusedFirebaseOut(): Plugin {
  const stub = fileURLToPath(new URL("./src/lib/reactfire-unused.ts", import.meta.url));
  const auth = fileURLToPath(new URL("./src/lib/firebase/reactfire-auth.ts", import.meta.url));
  return {
    name: "keep-unused-firebase-out",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
      if (source === "firebase/auth") return auth;
      return UNUSED_BY_APP.has(source) ? stub : null;
    },
  };
}

/**
 * The modules every page starts with besides the framework: the root, the header and footer, and
 * the small helpers they and the public pages share. One file rather than about twenty-five
 * requests of under 2 KB each, which on a phone network queue behind each other.
 */
const SHELL_MODULES = new RegExp(
  [
    "src/root\\.tsx",
    "src/components/layout/(Logo|Footer|ScrollToHash|TopBar|PublicLayout|ScriptsAfterPaint|PageBanner)\\.tsx",
    "src/components/ui/(PageSpinner|toast-signal|toast-host|MenuIcon|Reveal|Picture|SectionHeading)\\.tsx?",
    "src/components/layout/TopBar\\.module\\.css",
    "src/features/(marketing|reviews)/components/(Marketing|Reviews)\\.module\\.css",
    "src/lib/(meta|signed-in-hint|use-hydrated|external-store|static-then-live|on-error|client-only|nonce|scripts-after-paint|use-near-viewport|hydrate-when-near)\\.tsx?",
    "src/config/(paths|site|picture-sizes)\\.ts",
    "src/features/auth/components/(HeaderAuth|LoginLink)\\.tsx",
    "functions/src/shared/(site|images)\\.ts",
  ]
    .map((path) => `[\\\\/]${path.replaceAll("/", "[\\\\/]")}$`)
    .join("|"),
);

export default defineConfig(({ command }) => ({
  plugins: [keepUnusedFirebaseOut(), reactRouter()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // zod schemas and model constants shared with the Cloud Functions.
      "@shared": fileURLToPath(new URL("../functions/src/shared", import.meta.url)),
      // The server's operations on the Admin SDK, for *.server.ts modules only (the functions').
      "@server": fileURLToPath(new URL("../functions/src/server", import.meta.url)),
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
  // The live worker (src/lib/live) as a module: App Check loads in it only when configured.
  worker: { format: "es" },
  build: {
    sourcemap: true,
    // One stylesheet for every page (about 7 KB compressed), cached once: a page waits for a
    // single render-blocking request rather than one per route and shared component (ADR 012).
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router start every page together: one file, not
            // seven. Everything else is split by Vite: a file per route and per shared group.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                {
                  name: "shell",
                  test: SHELL_MODULES,
                },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is the `ssr` function's request handler (React Router reads its
    // input from `rollupOptions` under the Environment API).
    ssr: { build: { sourcemap: false, rollupOptions: { input: "./server/handler.ts" } } },
  },
}));
