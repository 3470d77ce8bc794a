/** The landing's reviews, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useLatestReviews } from "./api";

export default liveList(useLatestReviews);
