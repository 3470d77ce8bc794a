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
import { getFirestore } from "firebase-admin/firestore";
import { chooseTarget, enter, runAsProgram, withAdminApp } from "./lib/cli.ts";
import { approveReviewsWithoutStatus } from "./lib/review-status.ts";

async function main(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { project: { type: "string" } } });
  const target = chooseTarget(values.project, process.env);
  if (!target) {
    process.stderr.write("--project needs a project id.\n");
    return 2;
  }
  const about = `About to approve every review without a status in Firebase project ${values.project ?? ""}.`;
  if (!(await enter(target, about, "firestore"))) return 1;
  return withAdminApp(target, async (app) => {
    const { scanned, approved } = await approveReviewsWithoutStatus(getFirestore(app));
    process.stdout.write(
      `${approved} of ${scanned} reviews had no status and are now approved (${target.label}).\n`,
    );
    return 0;
  });
}

runAsProgram(import.meta.url, main);
