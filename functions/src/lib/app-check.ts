/**
 * Firebase App Check on the server: whether it is enforced, and verifying a token.
 *
 * Enforcement is off unless APP_CHECK_ENFORCE is "true" (or "1") in the functions' environment:
 * set it for a deployed project in functions/.env.<project-id> (see the README, "App Check").
 * Off by default so the emulators, the tests and old REST clients keep working; the emulators have
 * no App Check service to verify tokens against.
 */

export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|1)$/i.test(env.APP_CHECK_ENFORCE?.trim() ?? "");
}

/** Checks an App Check token (signature, project, expiry) with the Admin SDK; throws if invalid. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

export const verifyAppCheckToken: AppCheckVerifier = async (token) => {
  // Loaded on first use: this module is part of every function's (light) entry.
  const { appCheck } = await import("./firebase.js");
  return (await appCheck()).verifyToken(token);
};
