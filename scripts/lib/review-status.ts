/**
 * The one-off migration to review moderation: reviews written before it carry no `status`, and the
 * rules and readers treat them as pending (not public). They were public until then, so this
 * marks each of them approved, and leaves every review that has a status as it is. Safe to run
 * more than once.
 */
import { FieldPath, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";

/** Reviews read per page (and written per batch). */
const PAGE = 300;

export interface ReviewMigration {
  /** Reviews read. */
  scanned: number;
  /** Reviews without a status, now approved. */
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
