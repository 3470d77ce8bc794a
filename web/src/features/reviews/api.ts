/**
 * The `reviews` collection: the approved reviews everyone sees (live), the author's reviews
 * awaiting approval, the admins' list and pending count; posting a review (pending, within the
 * hourly limit), approving and removing one.
 */
import { useMemo } from "react";
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { readReview, type Review } from "@shared/documents";
import { PUBLIC_QUERY_LIMIT } from "@shared/limits";
import type { ReviewInput } from "@shared/schemas";
import { LATEST_REVIEWS } from "@/lib/content";
import { LimitReached, setCounted } from "@/lib/counted";
import { converter, fromSnapshot, useLiveCollection } from "@/lib/documents";
import { usePagedQuery } from "@/lib/paged";

export type { Review };
export { LimitReached };

export const toReview = fromSnapshot(readReview);

const reviewConverter = converter(readReview);

/** The landing's reviews: approved, newest first, live, starting from `initialData` when given. */
export function useLatestReviews(initialData?: Review[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "reviews"),
        where("status", "==", "approved"),
        orderBy("createdAt", "desc"),
        limit(LATEST_REVIEWS),
      ).withConverter(reviewConverter),
    [firestore],
  );
  const { status, data } = useLiveCollection(ref, initialData);
  return { status, reviews: data };
}

/** How many of the author's pending reviews the Add Review page lists. */
export const MY_PENDING_SHOWN = 20;

/** The signed-in author's reviews that await approval, newest first, live. */
export function useMyPendingReviews(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "reviews"),
        where("uid", "==", uid),
        where("status", "==", "pending"),
        orderBy("createdAt", "desc"),
        limit(MY_PENDING_SHOWN),
      ).withConverter(reviewConverter),
    [firestore, uid],
  );
  const { status, data } = useLiveCollection(ref);
  return { loading: status === "loading", reviews: data };
}

/** All reviews for admins, pending and approved, newest first, 25 at a time, live. */
export function useReviewsPage() {
  const firestore = useFirestore();
  const base = useMemo(
    () => query(collection(firestore, "reviews"), orderBy("createdAt", "desc")),
    [firestore],
  );
  return usePagedQuery(base, "reviews", 25, toReview);
}

/** Counts pending reviews up to this many (one page of a public list); more shows as "49+". */
export const PENDING_CAP = PUBLIC_QUERY_LIMIT - 1;

/** The number of reviews awaiting approval (capped), live; admins only. */
export function usePendingReviewCount(): number | null {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, "reviews"),
        where("status", "==", "pending"),
        orderBy("createdAt", "desc"),
        limit(PENDING_CAP + 1),
      ),
    [firestore],
  );
  const { data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return snapshot ? snapshot.size : null;
}

export function useReviewActions() {
  const firestore = useFirestore();
  return useMemo(
    () => ({
      /** Posts a review, pending; rejects with LimitReached past the hourly limit. */
      add: async (uid: string, input: ReviewInput) => {
        const ref = doc(collection(firestore, "reviews"));
        const { saved } = await setCounted(firestore, uid, "reviews", ref, {
          ...input,
          uid,
          status: "pending",
          createdAt: serverTimestamp(),
        });
        await saved;
      },
      approve: (id: string) => updateDoc(doc(firestore, "reviews", id), { status: "approved" }),
      remove: (id: string) => deleteDoc(doc(firestore, "reviews", id)),
    }),
    [firestore],
  );
}
