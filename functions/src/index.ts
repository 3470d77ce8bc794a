/**
 * Cloud Functions entry point. Each export is one deployed function.
 */
import "./options";
import { onRequest } from "firebase-functions/v2/https";
import { app } from "./api/app";

/**
 * The REST API of the old backend, served at the function's root and under /api through Hosting.
 * `cors: false` keeps the emulator from adding its own allow-all CORS layer; the app handles CORS.
 */
export const api = onRequest({ cors: false }, app);

/** grantAdmin({email}) and revokeAdmin({email}), for signed-in admins. */
export { grantAdmin, revokeAdmin } from "./admin/callables";
