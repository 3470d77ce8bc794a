/**
 * Cloud Functions entry point; each export is one deployed function. Every instance loads this
 * module, so it loads only the definitions of the function it runs (FUNCTION_TARGET; the deploy's
 * discovery has none and sees them all), synchronously: the exports must exist once it has loaded.
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

/** The REST API (/api), stored pictures (/media, POST /api/images) and the pages. */
export const { api, images, ssr } = definitions<typeof Http>(
  ["api", "images", "ssr"],
  () => require("./http.js") as typeof Http,
);

export const { sweepPictures, bookingSchedule } = definitions<typeof Schedule>(
  ["sweepPictures", "bookingSchedule"],
  () => require("./schedule.js") as typeof Schedule,
);

export const { grantAdmin, revokeAdmin, describeAccounts, deleteAccount } = definitions<
  typeof Callables
>(
  ["grantAdmin", "revokeAdmin", "describeAccounts", "deleteAccount"],
  () => require("./callables.js") as typeof Callables,
);

export const {
  orderCreatedMail,
  orderUpdatedMail,
  messageCreatedMail,
  bookingWrittenMail,
  mailStateToOrder,
} = definitions<typeof MailTriggers>(
  [
    "orderCreatedMail",
    "orderUpdatedMail",
    "messageCreatedMail",
    "bookingWrittenMail",
    "mailStateToOrder",
  ],
  () => require("./mail/definitions.js") as typeof MailTriggers,
);

export const { insightsIndex } = definitions<typeof InsightsTriggers>(
  ["insightsIndex"],
  () => require("./insights/definitions.js") as typeof InsightsTriggers,
);
