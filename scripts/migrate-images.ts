/**
 * `npm run images:migrate`: the migration to pictures as files (functions/src/images/migrate.ts;
 * HELP below says what it does). Where it works (emulators or --project) and how it asks first:
 * lib/cli.ts.
 */
import { migrateImages, type MigrationReport } from "../functions/src/images/migrate.ts";
import { MIGRATED_SOURCES } from "../functions/src/images/references.ts";
import * as cli from "./lib/cli.ts";

const USAGE = "Usage: npm run images:migrate -- [--dry-run] [--project <project-id>] [--yes]";

const FIELDS = MIGRATED_SOURCES.flatMap(({ collection, fields }) =>
  fields.map(({ field, item }) => `${collection}.${item ? `${field}[].${item}` : field}`),
).join(", ");

const HELP = `${USAGE}

Moves the pictures stored inline in documents, as data URLs, into stored pictures (the same
as an upload: re-encoded, served from /media/... in several widths and formats), and rewrites
each field to the picture's reference. Fields: ${FIELDS}.
A document changed while the migration runs is read again, never overwritten. A data URL
that is not a usable picture is listed and left as it is. Running it again changes nothing.

  --dry-run        read and check every data URL (decoding and encoding each picture, as the
                   migration would), and say what would change; store and write nothing
  --project <id>   change this real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS or
                   other application-default credentials), never the emulators; without it,
                   the command changes the local emulators only
  --yes            do not ask for confirmation before changing a real project (for scripts);
                   without a terminal (CI, piped input) the command refuses unless it is given
  --help           print this help
`;

export interface Command extends cli.Targeted {
  dryRun: boolean;
  yes: boolean;
}

/** Reads the command line (without node and the script), or says what is wrong with it. */
export function parseCommand(args: readonly string[]): cli.ParsedArgs<Command> {
  return cli.parseCommandLine(args, { flags: ["dry-run", "yes"] }, (values) => ({
    dryRun: values["dry-run"],
    project: values.project,
    yes: values.yes,
  }));
}

/** A size for people: bytes, KB or MB (1024-based, as file sizes are usually shown). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The report's summary, a few lines, for `label` (where it ran). */
export function summarize(report: MigrationReport, label: string): string {
  const would = report.dryRun ? "would be " : "";
  const lines = [
    `${report.documentsScanned} documents scanned in ${label}${report.dryRun ? " (dry run: nothing was stored or written)" : ""}.`,
    `${report.documentsChanged} documents ${would}changed (${report.fieldsChanged} fields), ` +
      `${report.picturesStored} new pictures ${would}stored, ` +
      `${formatBytes(report.bytesSaved)} ${report.dryRun ? "would be " : ""}taken out of the documents.`,
  ];
  if (report.rejected.length > 0) {
    lines.push(
      `${report.rejected.length} data URLs are not usable pictures and were left as they are:`,
      ...report.rejected.map(
        (entry) =>
          `  ${entry.document} ${entry.path} (${entry.length} characters): ${entry.reason}`,
      ),
    );
  }
  if (report.conflicts.length > 0) {
    lines.push(
      `${report.conflicts.length} documents changed at every attempt and were not migrated; ` +
        `run the command again: ${report.conflicts.join(", ")}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main(args: readonly string[]): Promise<number> {
  const started = await cli.start(
    parseCommand(args),
    { help: HELP, usage: USAGE },
    "firestore",
    ({ dryRun }, project) =>
      `About to ${dryRun ? "check (dry run, writing nothing)" : "move"} the data URLs stored in ` +
      `documents into stored pictures in Firebase project ${project}.`,
  );
  if (typeof started === "number") return started;
  const { command, target } = started;
  if (target.projectId !== undefined && !command.dryRun) {
    const question = `Migrate the pictures of ${target.label}? [y/N] `;
    const hint = "Run it with --dry-run first, then again with --yes.";
    if (!(await cli.confirmed(question, command.yes, hint))) return 1;
  }
  // The default app: the migration (and storeImage) work through it (functions/src/lib/firebase.ts).
  return cli.withAdminApp(target, async () => {
    const report = await migrateImages({
      dryRun: command.dryRun,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(summarize(report, target.label));
    return report.conflicts.length > 0 ? 1 : 0;
  });
}

cli.runAsProgram(import.meta.url, main);
