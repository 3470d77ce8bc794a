/**
 * Freeing pictures nothing refers to any more (ADR 010, docs/pictures.md). A picture is shared by
 * every document that names it, so it cannot go with a document; instead, once a day, the sweep
 * collects every picture the documents name (PICTURE_SOURCES, drafts included), then goes through
 * `images`: a picture named somewhere loses its mark (`unreferencedSince`), one named nowhere is
 * marked, one marked longer ago than the grace period is deleted with its variants. Uploading a
 * marked picture again clears its mark (storeImage).
 */
import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { bulk } from "../lib/bulk";
import { registry } from "../shared/registry";
import { pictureDocuments } from "./source-documents";
import { deleteImage, imageDoc } from "./store";
import { holdsMarkdown, mediaReferencesIn, PICTURE_SOURCES } from "./references";

/**
 * How long a picture stays after the sweep first finds nothing naming it. Cached pages live 5
 * minutes, but an open tab loads its lazy pictures when scrolled to, and an edit form's upload is
 * unreferenced until saved: two days cover a working day and its night. Longer would keep a
 * deleted review's or account's photo for no page's sake.
 */
export const SWEEP_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/** Documents read per page: the picture fields of documents already migrated are short. */
const PAGE_SIZE = 300;

/** Per page with Markdown (50,000 characters a body at most), so a page stays within a few MB. */
const MARKDOWN_PAGE_SIZE = 50;

export interface SweepOptions {
  /** Milliseconds since the epoch (injected, so tests can move the clock). */
  now: number;
  graceMs?: number;
}

export interface SweepReport {
  /** Distinct pictures the documents name. */
  referenced: number;
  /** `images` documents read. */
  scanned: number;
  /** Pictures found unreferenced for the first time, now marked. */
  marked: number;
  /** Marked pictures named again, no longer marked. */
  cleared: number;
  /** Pictures deleted (their hashes), unreferenced for longer than the grace period. */
  deleted: string[];
  /** References to pictures not stored (`collection/id path: /media/...`), for an admin to fix. */
  missing: string[];
}

/** The pictures the documents name: each hash, with the first place naming it. */
async function referencedPictures(): Promise<Map<string, string>> {
  const referenced = new Map<string, string>();
  for (const source of PICTURE_SOURCES) {
    const pageSize = holdsMarkdown(source) ? MARKDOWN_PAGE_SIZE : PAGE_SIZE;
    for await (const snapshot of pictureDocuments(source, pageSize)) {
      for (const { path, ref } of mediaReferencesIn(source, snapshot.data())) {
        if (!referenced.has(ref.hash)) {
          referenced.set(ref.hash, `${snapshot.ref.path} ${path}: ${ref.path}`);
        }
      }
    }
  }
  return referenced;
}

function markOf(snapshot: { get(field: string): unknown }): Timestamp | null {
  const value = snapshot.get("unreferencedSince");
  return value instanceof Timestamp ? value : null;
}

/**
 * Deletes the picture if still marked as the sweep read it: an upload of it since has cleared the
 * mark. (A form saved since, with an upload older than the grace period, is not seen: the grace
 * period is chosen longer than a form stays open.)
 */
async function deleteIfStillMarked(hash: string, mark: Timestamp): Promise<boolean> {
  const current = await imageDoc(hash).get();
  const still = current.exists ? markOf(current) : null;
  if (!still?.isEqual(mark)) return false;
  await deleteImage(hash);
  return true;
}

export async function sweepImages({
  now,
  graceMs = SWEEP_GRACE_MS,
}: SweepOptions): Promise<SweepReport> {
  const referenced = await referencedPictures();
  const report: SweepReport = {
    referenced: referenced.size,
    scanned: 0,
    marked: 0,
    cleared: 0,
    deleted: [],
    missing: [],
  };
  const stored = new Set<string>();
  const nowStamp = Timestamp.fromMillis(now);
  const expired = now - graceMs;

  // Marks and clears go in bulk (lib/bulk.ts): a picture deleted since it was read (by a sweep
  // running at the same time) has nothing left to mark.
  const writer = bulk(db());
  const write = (image: QueryDocumentSnapshot, unreferencedSince: Timestamp | null) =>
    writer.update(image.ref, { unreferencedSince });

  let after: string | undefined;
  for (;;) {
    let page: Query = db()
      .collection(registry.images.name)
      .select("unreferencedSince")
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const image of snapshot.docs) {
      report.scanned += 1;
      stored.add(image.id);
      const mark = markOf(image);
      if (referenced.has(image.id)) {
        if (mark) {
          write(image, null);
          report.cleared += 1;
        }
      } else if (!mark) {
        write(image, nowStamp);
        report.marked += 1;
      } else if (mark.toMillis() <= expired) {
        if (await deleteIfStillMarked(image.id, mark)) report.deleted.push(image.id);
      }
    }
    if (snapshot.size < PAGE_SIZE) break;
    after = snapshot.docs.at(-1)?.id;
  }
  await writer.flush();

  for (const [hash, where] of referenced) {
    if (!stored.has(hash)) report.missing.push(where);
  }
  return report;
}
