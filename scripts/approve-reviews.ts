/**
 * `npm run reviews:approve-existing`: the one-off migration to review moderation
 * (lib/review-status.ts; HELP below). Where it works (emulators or --project): lib/cli.ts.
 */
import { getFirestore } from "firebase-admin/firestore";
import * as cli from "./lib/cli.ts";
import { approveReviewsWithoutStatus } from "./lib/review-status.ts";

const USAGE = "Usage: npm run reviews:approve-existing -- [--project <project-id>]";

const HELP = `${USAGE}

Approves every review that has no status (written before moderation, when every review was
public). Reviews with a status are left alone; running it again changes nothing.

  --project <id>   change this real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS or
                   other application-default credentials); without it, the local emulators
  --help           print this help
`;

async function main(args: readonly string[]): Promise<number> {
  const started = await cli.start(
    cli.parseCommandLine(args, { flags: [] }, ({ project }) => ({ project })),
    { help: HELP, usage: USAGE },
    "firestore",
    (_, project) =>
      `About to approve every review without a status in Firebase project ${project}.`,
  );
  if (typeof started === "number") return started;
  const { target } = started;
  return cli.withAdminApp(target, async (app) => {
    const { scanned, approved } = await approveReviewsWithoutStatus(getFirestore(app));
    process.stdout.write(
      `${approved} of ${scanned} reviews had no status and are now approved (${target.label}).\n`,
    );
    return 0;
  });
}

cli.runAsProgram(import.meta.url, main);
