/**
 * Whether App Check is enforced: APP_CHECK_ENFORCE is "true" (or "1") in the functions'
 * environment (for a deployed project, functions/.env.<project-id>; see docs/operations.md, "App Check").
 * Off by default so the emulators, the tests and old REST clients keep working; the emulators have
 * no App Check service to verify tokens against.
 *
 * Shared so that every function reads the one switch: the API and the callables
 * (functions/src/lib/app-check.ts), and the `ssr` function's contact form action, which then
 * requires the page's form token (web/src/features/contact/form-token.server.ts).
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|1)$/i.test(env.APP_CHECK_ENFORCE?.trim() ?? "");
}
