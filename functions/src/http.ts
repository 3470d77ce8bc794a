/**
 * The HTTPS functions: the REST API, the stored pictures and the server-rendered pages. Each
 * loads its implementation (Express and the routes, sharp, the server build) on its first call.
 */
import type { Express } from "express";
import { onRequest } from "firebase-functions/v2/https";

let app: Promise<Express> | undefined;

/**
 * The REST API of the old backend, served at the function's root and under /api through Hosting.
 * `cors: false` keeps the emulator from adding its own allow-all CORS layer; the app handles CORS.
 */
export const api = onRequest({ cors: false }, async (req, res) => {
  app ??= import("./api/app.js").then((module) => module.app);
  (await app)(req, res);
});

let media: Promise<Express> | undefined;

/**
 * Stored pictures (images/app.ts): GET /media/** serves them, POST /api/images stores an upload.
 * Decoding and encoding pictures (sharp) needs more memory than the API, and loads only here.
 */
export const images = onRequest(
  { cors: false, memory: "1GiB", timeoutSeconds: 120 },
  async (req, res) => {
    media ??= import("./images/app.js").then((module) => module.app);
    (await media)(req, res);
  },
);

/**
 * The web app's pages, rendered on the server (React Router; see ssr/serve.ts). Hosting rewrites
 * every path that is not a static file or /api here, and its CDN caches the answers.
 */
export const ssr = onRequest({ cors: false, memory: "512MiB" }, async (req, res) => {
  const { serve } = await import("./ssr/serve.js");
  await serve(req, res);
});
