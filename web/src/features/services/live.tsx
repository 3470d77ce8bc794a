/** The services page's list, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useServices, type Service } from "./api";

export default liveList((initial: Service[]) => useServices(initial).services);
