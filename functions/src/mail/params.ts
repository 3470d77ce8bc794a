/**
 * Settings of the email triggers. AGENCY_NOTIFY_EMAIL is a deploy-time parameter: set it in
 * functions/.env.<project-id> (the demo project's file holds the local value); without one,
 * `firebase deploy` asks, offering the default.
 */
import { defineString } from "firebase-functions/params";
import { brand } from "../shared/site";

export const agencyNotifyEmail = defineString("AGENCY_NOTIFY_EMAIL", {
  default: brand.emails[0],
  description: "Where the agency receives new bookings and contact messages.",
});

/** Local Hosting emulator: where the links of a locally queued email point. */
export const LOCAL_SITE_ORIGIN = "http://127.0.0.1:5000";

/**
 * The origin of the links in emails: SITE_ORIGIN, the same setting the server-rendered pages use
 * for their absolute URLs (functions/.env.<project-id>), else the local Hosting emulator.
 */
export function mailOrigin(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (!configured) return LOCAL_SITE_ORIGIN;
  return new URL(configured).origin;
}

/** The agency's address: the parameter's value, or its default where none was resolved (tests). */
export function agencyAddress(): string {
  return agencyNotifyEmail.value() || brand.emails[0];
}
