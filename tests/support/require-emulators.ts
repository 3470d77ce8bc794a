/**
 * Setup file of the emulator-backed test projects. Without the harness these suites would test
 * nothing (or production), so they fail loudly instead of passing or skipping.
 */
import { PORTS, HOST } from "../../scripts/lib/config.ts";

const HINT =
  "Run them through the harness: `npm test`, or `npm run emulators -- exec npx vitest run --project emulator`.";

if (process.env.AGENCY_EMULATORS !== "1" || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error(`These tests need the local emulators, which are not configured. ${HINT}`);
}

for (const [name, port] of [
  ["Firestore", PORTS.firestore],
  ["Auth", PORTS.auth],
] as const) {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(`The ${name} emulator does not answer on ${HOST}:${port}. ${HINT}`);
  }
}
