/** The landing's top services, live (see lib/live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useTopServiceCards } from "./api";

export default liveList(useTopServiceCards);
