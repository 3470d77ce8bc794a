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

/** A group of definitions, loaded when this instance runs one of `names` (or for discovery). */
function definitions<T>(names: readonly (keyof T)[], load: () => T): Partial<T> {
  return !target || names.some((name) => name === target) ? load() : {};
}

/**
 * api: the REST API of the old backend, at the function's root and under /api through Hosting.
 * images: stored pictures (GET /media/** serves them, POST /api/images stores an upload).
 * ssr: the web app's pages, rendered on the server; Hosting's CDN caches the answers.
 */
export const { api, images, ssr } = definitions<typeof Http>(
  ["api", "images", "ssr"],
  () => require("./http.js") as typeof Http,
);

/** Once a day, frees the stored pictures no document names any more. */
export const { sweepPictures } = definitions<typeof Schedule>(
  ["sweepPictures"],
  () => require("./schedule.js") as typeof Schedule,
);

/**
 * grantAdmin({email}) and revokeAdmin({email}), and describeAccounts({uids}) (the accounts behind
 * reviews), for signed-in admins; deleteAccount(), for any signed-in user: deletes the caller's
 * own account and data.
 */
export const { grantAdmin, revokeAdmin, describeAccounts, deleteAccount } = definitions<
  typeof Callables
>(
  ["grantAdmin", "revokeAdmin", "describeAccounts", "deleteAccount"],
  () => require("./callables.js") as typeof Callables,
);

/**
 * Emails, queued in `mail` for the Trigger Email extension (mail/definitions.ts), and the
 * customer's email state copied onto its order for Manage Orders.
 */
export const { orderCreatedMail, orderUpdatedMail, messageCreatedMail, mailStateToOrder } =
  definitions<typeof MailTriggers>(
    ["orderCreatedMail", "orderUpdatedMail", "messageCreatedMail", "mailStateToOrder"],
    () => require("./mail/definitions.js") as typeof MailTriggers,
  );

/** /insights' index of published articles, kept in step with every article's write. */
export const { insightsIndex } = definitions<typeof InsightsTriggers>(
  ["insightsIndex"],
  () => require("./insights/definitions.js") as typeof InsightsTriggers,
);
