/**
 * The migration to pictures as files (ADR 010, docs/pictures.md): each data URL in a picture field
 * (MIGRATED_SOURCES) is stored as a picture, as an upload would be, and the field rewritten to its
 * `/media/...` reference. A document is rewritten only if unchanged since it was read (a
 * precondition on its update time), else read again; a data URL that is not a usable picture is
 * reported and left as it is; running it again changes nothing (a picture is found by its hash).
 * It writes through `db()`, which scripts/migrate-images.ts initialises first.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { GRPC, hasCode } from "../shared/grpc";
import { MEDIA_PREFIX, mediaId } from "../shared/images";
import { ImageRejected, processImage, uploadHash } from "./process";
import {
  isDataUrl,
  MIGRATED_SOURCES,
  picturesIn,
  replacePictures,
  selectedFields,
  type PictureSource,
} from "./references";
import { pictureDocuments } from "./source-documents";
import { dataUrlBytes, readStoredImage, storeImage } from "./store";

/** Documents read per page: a service not migrated yet can be close to 1 MiB of pictures. */
const PAGE_SIZE = 20;

/** How often a document that keeps changing under the migration is read again before giving up. */
const MAX_ATTEMPTS = 5;

/** A data URL left in place because it is not a usable picture. */
export interface RejectedDataUrl {
  /** `collection/id` */
  document: string;
  /** The field, as `img` or `des1[2].img1`. */
  path: string;
  /** The data URL's length, in characters. */
  length: number;
  /** Why the picture was refused (the message an upload would get). */
  reason: string;
}

export interface MigrationReport {
  dryRun: boolean;
  documentsScanned: number;
  /** Counts of what was (in a dry run: would be) rewritten and newly stored. */
  documentsChanged: number;
  fieldsChanged: number;
  picturesStored: number;
  /** The data URLs' length minus their references' (both ASCII, so characters are bytes). */
  bytesSaved: number;
  rejected: RejectedDataUrl[];
  /** Documents that changed under the migration at every attempt (`collection/id`): run it again. */
  conflicts: string[];
}

export interface MigrationOptions {
  /** Read and check everything, store and write nothing. */
  dryRun?: boolean;
  /** Called with a line for each document changed and each data URL rejected. */
  log?: (line: string) => void;
  /** Awaited before each rewrite (`collection/id`): where a test makes a concurrent edit. */
  beforeWrite?: (document: string) => Promise<void>;
}

/** The reference a data URL's picture has (or would have), or why it cannot be used. */
type Outcome = { src: string; created: boolean } | { rejected: string };

/** What storing the data URL's picture gives, without storing anything (a dry run). */
async function checkPicture(bytes: Buffer): Promise<{ src: string; created: boolean }> {
  const existing = await readStoredImage(uploadHash(bytes));
  const { hash, width, height } = existing
    ? { ...existing, hash: existing.id }
    : await processImage(bytes);
  return { src: `${MEDIA_PREFIX}${mediaId(hash, width, height)}`, created: !existing };
}

/** What a run has learnt: each picture's outcome by its upload hash, and the pictures it stored. */
interface Run {
  outcomes: Map<string, Outcome>;
  stored: Set<string>;
  dryRun: boolean;
}

async function pictureFor(value: string, run: Run): Promise<Outcome> {
  const bytes = dataUrlBytes(value);
  if (!bytes) return { rejected: "It is not a base64 data URL." };
  const hash = uploadHash(bytes);
  const known = run.outcomes.get(hash);
  if (known) return known;
  const outcome = await storeOrCheck(bytes, run.dryRun);
  run.outcomes.set(hash, outcome);
  if ("src" in outcome && outcome.created) run.stored.add(outcome.src);
  return outcome;
}

async function storeOrCheck(bytes: Buffer, dryRun: boolean): Promise<Outcome> {
  try {
    if (dryRun) return await checkPicture(bytes);
    const { image, created } = await storeImage(bytes, null);
    return { src: image.src, created };
  } catch (error) {
    if (error instanceof ImageRejected) return { rejected: error.message };
    throw error;
  }
}

/** Reads one document's picture fields again (after a concurrent edit). */
async function reread(
  source: PictureSource,
  snapshot: DocumentSnapshot,
): Promise<DocumentSnapshot> {
  const [fresh] = await db().getAll(snapshot.ref, { fieldMask: selectedFields(source) });
  if (!fresh) throw new Error(`${snapshot.ref.path} could not be read again`);
  return fresh;
}

async function migrateDocument(
  source: PictureSource,
  first: DocumentSnapshot,
  report: MigrationReport,
  run: Run,
  { log, beforeWrite }: MigrationOptions,
): Promise<void> {
  const name = first.ref.path;
  let snapshot = first;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const data = snapshot.data();
    // Deleted since it was listed: nothing left to migrate.
    if (!data || !snapshot.updateTime) return;
    const found = picturesIn(source, data).filter(({ value }) => isDataUrl(value));
    if (found.length === 0) return;

    const outcomes = new Map<string, Outcome>();
    for (const { value } of found) {
      if (!outcomes.has(value)) outcomes.set(value, await pictureFor(value, run));
    }
    const srcOf = (value: string): string | undefined => {
      const outcome = outcomes.get(value);
      return outcome && "src" in outcome ? outcome.src : undefined;
    };
    const update = replacePictures(source, data, srcOf);
    if (update && !run.dryRun) {
      await beforeWrite?.(name);
      try {
        await snapshot.ref.update(update, { lastUpdateTime: snapshot.updateTime });
      } catch (error) {
        // Deleted meanwhile: nothing left to migrate (the sweep frees the pictures just stored).
        if (hasCode(error, GRPC.NOT_FOUND)) return;
        if (!hasCode(error, GRPC.FAILED_PRECONDITION)) throw error;
        if (attempt < MAX_ATTEMPTS) {
          snapshot = await reread(source, snapshot);
          continue;
        }
        report.conflicts.push(name);
        log?.(`${name}: changed at each of ${MAX_ATTEMPTS} attempts; left for the next run`);
        return;
      }
    }

    // Counted once the document is written (or would be), from what it held then.
    const moved = found.filter(({ value }) => srcOf(value) !== undefined);
    if (update) {
      report.documentsChanged += 1;
      report.fieldsChanged += moved.length;
      for (const { value } of moved) {
        report.bytesSaved += value.length - (srcOf(value) ?? "").length;
      }
      log?.(`${name}: ${moved.map(({ path }) => path).join(", ")} -> stored pictures`);
    }
    for (const { path, value } of found) {
      const outcome = outcomes.get(value);
      if (outcome && "rejected" in outcome) {
        report.rejected.push({
          document: name,
          path,
          length: value.length,
          reason: outcome.rejected,
        });
        log?.(`${name}: ${path} left as it is (${value.length} characters): ${outcome.rejected}`);
      }
    }
    return;
  }
}

export async function migrateImages(options: MigrationOptions = {}): Promise<MigrationReport> {
  const report: MigrationReport = {
    dryRun: options.dryRun ?? false,
    documentsScanned: 0,
    documentsChanged: 0,
    fieldsChanged: 0,
    picturesStored: 0,
    bytesSaved: 0,
    rejected: [],
    conflicts: [],
  };
  const run: Run = { outcomes: new Map(), stored: new Set(), dryRun: report.dryRun };
  for (const source of MIGRATED_SOURCES) {
    for await (const snapshot of pictureDocuments(source, PAGE_SIZE)) {
      report.documentsScanned += 1;
      await migrateDocument(source, snapshot, report, run, options);
    }
  }
  report.picturesStored = run.stored.size;
  return report;
}
