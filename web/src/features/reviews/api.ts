/** The reviews: the landing's, the author's pending ones, the admins'; post, approve, remove. */
import { deleteDoc, serverTimestamp, updateDoc, type Firestore } from "firebase/firestore";
import type { Review } from "@shared/documents";
import { PENDING_CAP, queries, registry } from "@shared/registry";
import type { ReviewInput } from "@shared/schemas";
import { useActions, useCount } from "@/lib/actions";
import { LimitReached, setCounted } from "@/lib/counted";
import { useCollection, usePaged } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";

export type { Review };
export { LimitReached, PENDING_CAP };

/** The landing's reviews, starting from `initialData` when given. */
export const useLatestReviews = (initialData?: Review[]) =>
  useCollection(queries.latestReviews, initialData).data;

/** The signed-in author's reviews that await approval. */
export const useMyPendingReviews = (uid: string) =>
  useCollection(queries.myPendingReviews(uid)).data;

/** All reviews for admins, newest first, 25 at a time. */
export const useReviewsPage = () => usePaged(queries.allReviews, 25);

/** The number of reviews awaiting approval (capped); admins only. */
export const usePendingReviewCount = () => useCount(queries.pendingReviews);

const actions = (firestore: Firestore) => ({
  /** Posts a review, pending; rejects with LimitReached past the hourly limit. */
  add: async (uid: string, input: ReviewInput) => {
    const ref = docOf(firestore, registry.reviews);
    const fields = registry.reviews.write({ uid, input }, serverTimestamp());
    const { saved } = await setCounted(firestore, uid, "reviews", ref, fields);
    await saved;
  },
  approve: (id: string) =>
    updateDoc(docOf(firestore, registry.reviews, id), { status: "approved" }),
  remove: (id: string) => deleteDoc(docOf(firestore, registry.reviews, id)),
});

export const useReviewActions = () => useActions(actions);
