/**
 * `npm run reviews:approve-existing [-- --project <id>]`
 *
 * The one-off migration for a deployment that had reviews before moderation: marks every review
 * without a status approved (they were public), so they stay on the landing page
 * (scripts/lib/review-status.ts). Reviews with a status are left alone; running it again changes
 * nothing.
 *
 * By default it works on the local emulators. Only an explicit --project reaches a real Firebase
 * project (with GOOGLE_APPLICATION_CREDENTIALS or other application-default credentials), and it
 * first says which project it is about to change.
 */
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorEnv, PROJECT_ID, URLS } from "./lib/config.ts";
import { approveReviewsWithoutStatus } from "./lib/review-status.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { project: { type: "string" } } });
  const real = values.project !== undefined;
  if (real) {
    process.stdout.write(
      `About to approve every review without a status in Firebase project ${values.project}.\n`,
    );
  } else {
    Object.assign(process.env, emulatorEnv());
    try {
      await fetch(`${URLS.firestore}/`, { signal: AbortSignal.timeout(2000) });
    } catch {
      process.stderr.write(
        "The Firestore emulator is not running. Start the emulators first (npm start), or pass\n" +
          "--project <id> (with GOOGLE_APPLICATION_CREDENTIALS) to use a real project.\n",
      );
      return 1;
    }
  }
  const app = real
    ? initializeApp({ credential: applicationDefault(), projectId: values.project })
    : initializeApp({ projectId: PROJECT_ID });
  try {
    const { scanned, approved } = await approveReviewsWithoutStatus(getFirestore(app));
    const target = real ? `project ${values.project ?? ""}` : "the emulators";
    process.stdout.write(
      `${approved} of ${scanned} reviews had no status and are now approved (${target}).\n`,
    );
    return 0;
  } finally {
    await deleteApp(app);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
