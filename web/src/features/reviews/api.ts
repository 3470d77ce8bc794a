/** The `reviews` collection: live reads, posting a review, removing one. */
import { useMemo } from "react";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
} from "firebase/firestore";
import { useFirestore } from "reactfire";
import { readReview, type Review } from "@shared/documents";
import type { ReviewInput } from "@shared/schemas";
import { LATEST_REVIEWS } from "@/lib/content";
import { converter, fromSnapshot, useLiveCollection } from "@/lib/documents";
import { usePagedQuery } from "@/lib/paged";

export type { Review };

export const toReview = fromSnapshot(readReview);

const reviewConverter = converter(readReview);

/** The landing's reviews, newest first, live, starting from `initialData` when given. */
export function useLatestReviews(initialData?: Review[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "reviews"),
        orderBy("createdAt", "desc"),
        limit(LATEST_REVIEWS),
      ).withConverter(reviewConverter),
    [firestore],
  );
  const { status, data } = useLiveCollection(ref, initialData);
  return { status, reviews: data };
}

/** All reviews for admins, newest first, 25 at a time, live. */
export function useReviewsPage() {
  const firestore = useFirestore();
  const base = useMemo(
    () => query(collection(firestore, "reviews"), orderBy("createdAt", "desc")),
    [firestore],
  );
  return usePagedQuery(base, "reviews", 25, toReview);
}

export function useReviewActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      add: async (uid: string, input: ReviewInput) => {
        await addDoc(collection(firestore, "reviews"), {
          ...input,
          uid,
          createdAt: serverTimestamp(),
        });
      },
      remove: (id: string) => deleteDoc(doc(firestore, "reviews", id)),
    }),
    [firestore],
  );
}
