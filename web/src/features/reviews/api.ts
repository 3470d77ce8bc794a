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
import { useFirestore, useFirestoreCollection } from "reactfire";
import { readReview, type Review } from "@shared/documents";
import type { ReviewInput } from "@shared/schemas";
import { fromSnapshot } from "@/lib/documents";
import { usePagedQuery } from "@/lib/paged";

export type { Review };

export const toReview = fromSnapshot(readReview);

/** The most recent reviews (at most `max`), newest first, live. */
export function useLatestReviews(max = 20) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => query(collection(firestore, "reviews"), orderBy("createdAt", "desc"), limit(max)),
    [firestore, max],
  );
  const { status, data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return { status, reviews: snapshot ? snapshot.docs.map(toReview) : [] };
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
