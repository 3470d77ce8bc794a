/** The landing's team, live (see lib/static-then-live.tsx). */
import { liveList } from "@/lib/firebase/live";
import { useTeam, type TeamMember } from "./api";

export default liveList((initial: TeamMember[]) => useTeam(initial).team);
