/** The landing's reviews, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useLatestReviews, type Review } from "./api";

export default liveList((initial: Review[]) => useLatestReviews(initial).reviews);
