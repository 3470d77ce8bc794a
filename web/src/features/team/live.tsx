/** The landing's team, live (see lib/static-then-live.tsx). */
import { useMemo } from "react";
import type { TeamMember } from "@shared/documents";
import { sortTeam } from "@shared/team";
import { useFeed } from "@/lib/live/client";
import { liveList } from "@/lib/live/list";

export default liveList((initial: TeamMember[]) => {
  const data = useFeed("team");
  return useMemo(() => (data ? sortTeam(data) : initial), [data, initial]);
});
