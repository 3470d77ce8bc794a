/** The newest articles' cards, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/live/list";
import { useLatestCards } from "./api";
import type { LatestCards } from "./view";

export default liveList(({ count, cards }: LatestCards): LatestCards => ({
  count,
  cards: useLatestCards(cards, count),
}));
