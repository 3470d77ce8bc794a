/** Keeps the landing's server-rendered top services live in the browser (see lib/live.tsx). */
import { watcher } from "@/lib/firebase/watch";
import { useTopServices, type TopServiceCard } from "./api";

export default watcher((initial: TopServiceCard[]) => useTopServices(initial));
