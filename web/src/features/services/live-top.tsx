/** The landing's top services, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useTopServiceCards } from "./api";

export default liveList(useTopServiceCards);
