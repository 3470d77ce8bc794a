/**
 * Whether App Check is enforced: APP_CHECK_ENFORCE "true" or "1" (docs/operations.md, "App
 * Check"). Off by default: the emulators have no App Check service, and old REST clients send
 * none. The one switch for the API, the callables and the contact form's server action.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|1)$/i.test(env.APP_CHECK_ENFORCE?.trim() ?? "");
}
