import { fileURLToPath, URL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// The dev server proxies /api to the Functions emulator, as Hosting rewrites it in production.
const API_TARGET = "http://127.0.0.1:5001/demo-agency/us-central1/api";

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

export default defineConfig(({ command, isSsrBuild }) => ({
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
      "/api": {
        target: API_TARGET,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ""),
      },
    },
  },
  build: {
    sourcemap: !isSsrBuild,
    ...(isSsrBuild ? { rollupOptions: { input: "./server/handler.ts" } } : {}),
  },
}));
