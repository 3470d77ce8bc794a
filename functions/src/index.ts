/**
 * Cloud Functions entry point. Each export is one deployed function.
 *
 * Every instance of every function loads this module, so it holds only the definitions: each
 * function loads its implementation (Express and the routes, zod, Firestore) on its first call,
 * and an instance of one function never loads what only the others need.
 */
import "./options";
import type { Express } from "express";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { accountCallables } from "./account/definitions";
import { accountInfoCallables, roleCallables } from "./admin/definitions";
import { appCheckEnforced } from "./lib/app-check";
import type * as MailTriggers from "./mail/definitions";

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
 * Once a day, frees the stored pictures no document names any more, a grace period after the
 * sweep first finds them unreferenced (images/sweep.ts says why that period). Deleting a service,
 * a block, a team member or a review thus frees its pictures without breaking a cached page.
 * The Functions emulator runs a schedule only with a Pub/Sub emulator, which this project does
 * not start: locally the sweep runs when a test or a maintainer calls sweepImages.
 */
export const sweepPictures = onSchedule(
  { schedule: "every day 03:30", timeZone: "Etc/UTC", timeoutSeconds: 540, retryCount: 1 },
  async () => {
    const { sweepImages } = await import("./images/sweep.js");
    const { logger } = await import("firebase-functions/logger");
    const report = await sweepImages({ now: Date.now() });
    logger.info("Pictures swept", report);
    if (report.missing.length > 0) {
      logger.warn("Documents name pictures that are not stored", { missing: report.missing });
    }
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

/**
 * grantAdmin({email}) and revokeAdmin({email}), for signed-in admins; with APP_CHECK_ENFORCE set,
 * requests without a valid App Check token are refused before the handler runs.
 */
export const { grantAdmin, revokeAdmin } = roleCallables({ enforceAppCheck: appCheckEnforced() });

/**
 * describeAccounts({uids}), for signed-in admins: the accounts behind reviews (address, verified,
 * created), which Manage Reviews shows beside each review.
 */
export const { describeAccounts } = accountInfoCallables({ enforceAppCheck: appCheckEnforced() });

/**
 * deleteAccount(), for any signed-in user: deletes the caller's own account and personal data
 * (account/deletion.ts); App Check is enforced as for the role callables.
 */
export const { deleteAccount } = accountCallables({ enforceAppCheck: appCheckEnforced() });

/**
 * Emails, queued in `mail` for the Trigger Email extension (mail/definitions.ts): a new order (to
 * the customer and the agency), an order confirmed (to the customer), a contact message (to the
 * agency); and the customer's email state copied onto its order for Manage Orders.
 *
 * Their definitions load firebase-admin's Firestore client, so an instance of another function
 * (api, ssr) does not load them: Cloud Functions and the Functions emulator name the function an
 * instance runs in FUNCTION_TARGET; the deploy's discovery runs without it and sees them all.
 */
const MAIL_TRIGGERS = new Set([
  "orderCreatedMail",
  "orderUpdatedMail",
  "messageCreatedMail",
  "mailStateToOrder",
]);
const target = process.env.FUNCTION_TARGET;
const mail: typeof MailTriggers | undefined =
  !target || MAIL_TRIGGERS.has(target)
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- must load synchronously: the exports below exist once this module has loaded
      (require("./mail/definitions.js") as typeof MailTriggers)
    : undefined;

export const orderCreatedMail = mail?.orderCreatedMail;
export const orderUpdatedMail = mail?.orderUpdatedMail;
export const messageCreatedMail = mail?.messageCreatedMail;
export const mailStateToOrder = mail?.mailStateToOrder;
