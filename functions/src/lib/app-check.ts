/**
 * Firebase App Check on the server: whether it is enforced, and verifying a token.
 *
 * Enforcement is off unless APP_CHECK_ENFORCE is "true" (or "1") in the functions' environment
 * (shared/app-check.ts, which the `ssr` function's contact form reads too).
 */

export { appCheckEnforced } from "../shared/app-check";

/** How a token is checked: `consume` marks it used, for the requests that take single-use tokens. */
export interface AppCheckVerifyOptions {
  consume: boolean;
}

/** What verifying a token found out beyond its validity. */
export interface AppCheckVerdict {
  /** The token had been consumed before (only known when verifying with `consume`). */
  alreadyConsumed: boolean;
}

/**
 * Checks an App Check token (signature, project, expiry) with the Admin SDK, and with `consume`
 * marks it used at the App Check service (replay protection); throws if the token is invalid.
 */
export type AppCheckVerifier = (
  token: string,
  options: AppCheckVerifyOptions,
) => Promise<AppCheckVerdict>;

export const verifyAppCheckToken: AppCheckVerifier = async (token, { consume }) => {
  // Loaded on first use: this module is part of every function's (light) entry.
  const { appCheck } = await import("./firebase.js");
  const verified = await (await appCheck()).verifyToken(token, consume ? { consume } : undefined);
  return { alreadyConsumed: verified.alreadyConsumed === true };
};
