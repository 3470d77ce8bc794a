/**
 * Cloud Functions entry point. Each export is one deployed function.
 * Global options (region, scaling) are set once here, before any function is defined.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { app } from "./api/app";

setGlobalOptions({ region: "us-central1", maxInstances: 10 });

/**
 * The REST API of the old backend, served at the function's root and under /api through Hosting.
 * `cors: false` keeps the emulator from adding its own allow-all CORS layer; the app handles CORS.
 */
export const api = onRequest({ cors: false }, app);
