/**
 * Cloud Functions entry point. Each export is one deployed function.
 *
 * Every instance of every function loads this module, so it holds only the definitions: each
 * function loads its implementation (Express and the routes, zod, Firestore) on its first call,
 * and an instance of one function never loads what only the others need.
 */
import "./options";
import type { Express } from "express";
import { onCall, onRequest } from "firebase-functions/v2/https";

let app: Promise<Express> | undefined;

/**
 * The REST API of the old backend, served at the function's root and under /api through Hosting.
 * `cors: false` keeps the emulator from adding its own allow-all CORS layer; the app handles CORS.
 */
export const api = onRequest({ cors: false }, async (req, res) => {
  app ??= import("./api/app.js").then((module) => module.app);
  (await app)(req, res);
});

/** grantAdmin({email}) and revokeAdmin({email}), for signed-in admins. */
export const grantAdmin = onCall(async (request) =>
  (await import("./admin/callables.js")).changeRole(request, true),
);
export const revokeAdmin = onCall(async (request) =>
  (await import("./admin/callables.js")).changeRole(request, false),
);
