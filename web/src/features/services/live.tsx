/** Keeps the server-rendered services live in the browser (see lib/live.tsx). */
import { watcher } from "@/lib/firebase/watch";
import { useServices, type Service } from "./api";

export default watcher((initial: Service[]) => useServices(initial).services);
