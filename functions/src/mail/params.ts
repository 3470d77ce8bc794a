/**
 * Settings of the email triggers. AGENCY_NOTIFY_EMAIL is a deploy-time parameter
 * (functions/.env.<project-id>); without one, `firebase deploy` asks, offering the default.
 */
import { defineString } from "firebase-functions/params";
import { siteOrigin, type Env } from "../shared/origin";
import { brand } from "../shared/site";

export const agencyNotifyEmail = defineString("AGENCY_NOTIFY_EMAIL", {
  default: brand.emails[0],
  description: "Where the agency receives new bookings and contact messages.",
});

export { LOCAL_SITE_ORIGIN } from "../shared/origin";

/** SITE_ORIGIN: a missing one is an error, never a link to a machine the recipient cannot reach. */
export function mailOrigin(env: Env = process.env): string {
  return siteOrigin(env);
}

/** The agency's address: the parameter's value, or its default where none was resolved (tests). */
export function agencyAddress(): string {
  return agencyNotifyEmail.value() || brand.emails[0];
}
