/** Firebase App Check on the server: whether it is enforced (APP_CHECK_ENFORCE), and verifying. */
export { appCheckEnforced } from "../shared/app-check";

/**
 * Checks a token (signature, project, expiry), and with `consume` marks it used (replay
 * protection; `alreadyConsumed` is only known then); throws if the token is invalid.
 */
export type AppCheckVerifier = (
  token: string,
  options: { consume: boolean },
) => Promise<{ alreadyConsumed: boolean }>;

export const verifyAppCheckToken: AppCheckVerifier = async (token, { consume }) => {
  // Loaded on first use: this module is part of every function's (light) entry.
  const { appCheck } = await import("./firebase.js");
  const verified = await (await appCheck()).verifyToken(token, consume ? { consume } : undefined);
  return { alreadyConsumed: verified.alreadyConsumed === true };
};
