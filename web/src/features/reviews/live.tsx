/** The landing's reviews, live (see lib/static-then-live.tsx). */
import type { Review } from "@shared/documents";
import { useFeed } from "@/lib/live/client";
import { liveList } from "@/lib/live/list";

export default liveList((initial: Review[]) => useFeed("latestReviews") ?? initial);
