/**
 * `npm run reviews:approve-existing`: reviews written before moderation carry no `status`, which
 * the rules read as pending; they were public, so this approves them (and only them; safe to run
 * again). Where it works (emulators or --project): lib/cli.ts.
 */
import { FieldPath, getFirestore, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../functions/src/shared/registry.ts";
import * as cli from "./lib/cli.ts";

/** Reviews read per page (and written per batch). */
const PAGE = 300;

/** Reviews read, and those without a status now approved. */
export interface ReviewMigration {
  scanned: number;
  approved: number;
}

export async function approveReviewsWithoutStatus(db: Firestore): Promise<ReviewMigration> {
  const reviews = db.collection(COLLECTIONS.reviews);
  let scanned = 0;
  let approved = 0;
  let after: string | null = null;
  for (;;) {
    let page = reviews.orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const batch = db.batch();
    let changes = 0;
    for (const doc of snapshot.docs) {
      if (doc.get("status") === undefined) {
        batch.update(doc.ref, { status: "approved" });
        changes += 1;
      }
    }
    if (changes > 0) await batch.commit();
    scanned += snapshot.size;
    approved += changes;
    after = snapshot.docs.at(-1)?.id ?? null;
  }
  return { scanned, approved };
}

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
