/**
 * Cloud Functions entry point. Each export is one deployed function.
 *
 * Every instance of every function loads this module, so it loads only the definitions of the
 * function the instance runs: Cloud Functions and the Functions emulator name it in
 * FUNCTION_TARGET. Firestore triggers (mail) load firebase-admin's Firestore client, HTTPS and
 * callable functions firebase-admin's Auth; an instance of one never loads the other's. The
 * deploy's discovery runs without FUNCTION_TARGET and sees them all. Each function then loads its
 * implementation (Express and the routes, zod, sharp) on its first call.
 *
 * The definitions load synchronously (`require`): the exports must exist once this module has
 * loaded.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
import "./options";
import type * as Callables from "./callables";
import type * as Http from "./http";
import type * as InsightsTriggers from "./insights/definitions";
import type * as MailTriggers from "./mail/definitions";
import type * as Schedule from "./schedule";

const target = process.env.FUNCTION_TARGET;

/** Loads a group of definitions when this instance runs one of `names` (or for discovery). */
function definitions<T>(names: readonly string[], load: () => T): T | undefined {
  return !target || names.includes(target) ? load() : undefined;
}

const http = definitions(["api", "images", "ssr"], () => require("./http.js") as typeof Http);
/** The REST API of the old backend, at the function's root and under /api through Hosting. */
export const api = http?.api;
/** Stored pictures: GET /media/** serves them, POST /api/images stores an upload. */
export const images = http?.images;
/** The web app's pages, rendered on the server; Hosting's CDN caches the answers. */
export const ssr = http?.ssr;

const schedule = definitions(["sweepPictures"], () => require("./schedule.js") as typeof Schedule);
/** Once a day, frees the stored pictures no document names any more. */
export const sweepPictures = schedule?.sweepPictures;

const callables = definitions(
  ["grantAdmin", "revokeAdmin", "describeAccounts", "deleteAccount"],
  () => require("./callables.js") as typeof Callables,
);
/** grantAdmin({email}) and revokeAdmin({email}), for signed-in admins. */
export const grantAdmin = callables?.grantAdmin;
export const revokeAdmin = callables?.revokeAdmin;
/** describeAccounts({uids}), for signed-in admins: the accounts behind reviews. */
export const describeAccounts = callables?.describeAccounts;
/** deleteAccount(), for any signed-in user: deletes the caller's own account and data. */
export const deleteAccount = callables?.deleteAccount;

/**
 * Emails, queued in `mail` for the Trigger Email extension (mail/definitions.ts), and the
 * customer's email state copied onto its order for Manage Orders.
 */
const mail = definitions(
  ["orderCreatedMail", "orderUpdatedMail", "messageCreatedMail", "mailStateToOrder"],
  () => require("./mail/definitions.js") as typeof MailTriggers,
);
export const orderCreatedMail = mail?.orderCreatedMail;
export const orderUpdatedMail = mail?.orderUpdatedMail;
export const messageCreatedMail = mail?.messageCreatedMail;
export const mailStateToOrder = mail?.mailStateToOrder;

/** /insights' index of published articles, kept in step with every article's write. */
const insights = definitions(
  ["insightsIndex"],
  () => require("./insights/definitions.js") as typeof InsightsTriggers,
);
export const insightsIndex = insights?.insightsIndex;
