/** Keeps the server-rendered team live in the browser (see lib/live.tsx). */
import { watcher } from "@/lib/firebase/watch";
import { useTeam, type TeamMember } from "./api";

export default watcher((initial: TeamMember[]) => useTeam(initial).team);
