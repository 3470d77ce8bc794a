/** The HTTPS functions; each loads its implementation on its first call. */
import type { Express } from "express";
import { onRequest } from "firebase-functions/v2/https";

let app: Promise<Express> | undefined;

/** `cors: false` keeps the emulator from adding its own allow-all CORS layer (api/cors.ts). */
export const api = onRequest({ cors: false }, async (req, res) => {
  app ??= import("./api/app.js").then((module) => module.app);
  (await app)(req, res);
});

let media: Promise<Express> | undefined;

/** Stored pictures: encoding them (sharp) needs more memory than the API, and loads only here. */
export const images = onRequest(
  { cors: false, memory: "1GiB", timeoutSeconds: 120 },
  async (req, res) => {
    media ??= import("./images/app.js").then((module) => module.app);
    (await media)(req, res);
  },
);

/** The web app's pages (ssr/serve.ts): every path that is not a static file or /api. */
export const ssr = onRequest({ cors: false, memory: "512MiB" }, async (req, res) => {
  const { serve } = await import("./ssr/serve.js");
  await serve(req, res);
});
