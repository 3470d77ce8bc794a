/**
 * The one-off migration to review moderation (scripts/approve-reviews.ts): reviews without a
 * status, public before moderation, become approved; reviews with a status keep it; a second run
 * changes nothing.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { approveReviewsWithoutStatus } from "../../scripts/approve-reviews.ts";
import { adminDb } from "../support/admin.ts";

const stamp = randomUUID().slice(0, 8);
const ids = {
  legacyA: `legacy-a-${stamp}`,
  legacyB: `legacy-b-${stamp}`,
  pending: `pending-${stamp}`,
};

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => adminDb().doc(`reviews/${id}`).delete()));
});

describe("approving the reviews written before moderation", () => {
  it("approves reviews without a status, keeps the others, and is idempotent", async () => {
    const review = { name: "Old", ratings: 4, review: "From before.", image: "", uid: "old" };
    const createdAt = Timestamp.now();
    await adminDb()
      .doc(`reviews/${ids.legacyA}`)
      .set({ ...review, createdAt });
    await adminDb()
      .doc(`reviews/${ids.legacyB}`)
      .set({ ...review, createdAt });
    await adminDb()
      .doc(`reviews/${ids.pending}`)
      .set({ ...review, status: "pending", createdAt });

    const first = await approveReviewsWithoutStatus(adminDb());
    expect(first.approved).toBeGreaterThanOrEqual(2);
    expect(first.scanned).toBeGreaterThanOrEqual(3);
    const status = async (id: string): Promise<unknown> =>
      (await adminDb().doc(`reviews/${id}`).get()).get("status");
    expect(await status(ids.legacyA)).toBe("approved");
    expect(await status(ids.legacyB)).toBe("approved");
    expect(await status(ids.pending)).toBe("pending");

    const again = await approveReviewsWithoutStatus(adminDb());
    expect(again.approved).toBe(0);
    expect(await status(ids.pending)).toBe("pending");
  });
});
