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

export const useMyPendingReviews = (uid: string) =>
  useCollection(queries.myPendingReviews(uid)).data;

export const useReviewsPage = () => usePaged(queries.allReviews, 25);

export const usePendingReviewCount = () => useCount(queries.pendingReviews);

const actions = (firestore: Firestore) => ({
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
