/** The article page's content, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/live/list";
import { useLiveArticle } from "./api";

export default liveList(useLiveArticle);
