/** Keeps the server-rendered reviews live in the browser (see lib/live.tsx). */
import { watcher } from "@/lib/firebase/watch";
import { useLatestReviews, type Review } from "./api";

export default watcher((initial: Review[]) => useLatestReviews(initial).reviews);
