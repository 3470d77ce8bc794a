/** The landing's reviews, live (see lib/live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useLatestReviews, type Review } from "./api";

export default liveList((initial: Review[]) => useLatestReviews(initial).reviews);
