/**
 * Freeing pictures nothing refers to any more (ADR 010). A stored picture is shared by every
 * document that names it (the same bytes are one picture), so it cannot be deleted with a
 * document; instead, once a day, the sweep:
 *
 * 1. collects every picture the documents name, from the fields references.ts derives from the
 *    payloads each collection stores (PICTURE_SOURCES: the image fields, and the `/media/...`
 *    pictures inside Markdown, an article's cover and body); only those fields are read, a page
 *    at a time;
 * 2. goes through the `images` documents: a picture named somewhere loses its mark
 *    (`unreferencedSince`) if it had one; a picture named nowhere is marked with the sweep's time;
 *    a picture marked longer ago than the grace period is deleted with its variants.
 *
 * So deleting a service, a block, a team member, a review or an article (or changing its picture,
 * or taking a picture out of an article's body) frees the pictures only it named, a grace period
 * later; a draft's pictures are references as a published article's are. An upload never saved
 * into a document (a form abandoned after its picture was uploaded) goes the same way. Uploading a marked picture again
 * clears its mark (storeImage), and so does saving it into a document before the next sweep.
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
 * How long a picture stays stored after the sweep first finds nothing naming it: 2 days.
 *
 * It must outlast every copy of a page that may still show the picture. Public pages are cached
 * for at most 5 minutes (web/src/lib/content.ts: max-age=60 in the browser, s-maxage=240 at the
 * CDN), so minutes would do for them; what takes longer is a page already open, which keeps its
 * HTML: a tab left open overnight, whose lazy pictures (and other srcset widths) load only when
 * scrolled to, and an edit form whose picture was uploaded but not saved yet (its upload is
 * unreferenced until the form is saved). Two days cover a working day and the night after it,
 * and the sweep runs daily, so a picture goes between 2 and 3 days after its last reference.
 * Longer would keep the photo of a deleted review or account around for no page's sake.
 */
export const SWEEP_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/** Documents read per page: the picture fields of documents already migrated are short. */
const PAGE_SIZE = 300;

/**
 * Documents read per page from a collection with Markdown (an article's body): up to 50,000
 * characters each (LIMITS.articleBody), so a page stays within a few MB.
 */
const MARKDOWN_PAGE_SIZE = 50;

export interface SweepOptions {
  /** The sweep's time, in milliseconds since the epoch (injected, so tests can move the clock). */
  now: number;
  /** How long a picture stays after it is first found unreferenced (default SWEEP_GRACE_MS). */
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
  /**
   * References to pictures that are not stored (`collection/id path: /media/...`): shown as a
   * broken picture, to be replaced by an admin. Nothing the sweep deletes is named by a document,
   * so these come from elsewhere (a picture deleted by hand, data copied from another project).
   */
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
 * Deletes the picture if it is still marked as it was when the sweep read it: an upload of the
 * same picture since then has cleared the mark (storeImage), and the picture is in use again.
 * What this cannot see is a document saved, since the sweep read the documents, with a reference
 * its form got from an upload more than the grace period ago: the grace period is chosen so long
 * that a form is not kept open that long.
 */
async function deleteIfStillMarked(hash: string, mark: Timestamp): Promise<boolean> {
  const current = await imageDoc(hash).get();
  const still = current.exists ? markOf(current) : null;
  if (!still?.isEqual(mark)) return false;
  await deleteImage(hash);
  return true;
}

/** One sweep (see above): marks, clears and deletes, and says what it did. */
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
