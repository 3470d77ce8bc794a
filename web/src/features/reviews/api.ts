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
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import type { ReviewInput } from "@shared/schemas";
import { num, str } from "@/lib/fields";
import { usePagedQuery } from "@/lib/paged";

export interface Review {
  id: string;
  name: string;
  ratings: number;
  review: string;
  image: string;
  uid: string;
}

export function toReview(snapshot: QueryDocumentSnapshot): Review {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    name: str(data, "name"),
    ratings: num(data, "ratings"),
    review: str(data, "review"),
    image: str(data, "image"),
    uid: str(data, "uid"),
  };
}

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
