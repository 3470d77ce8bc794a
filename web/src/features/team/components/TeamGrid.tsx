import { FirestoreScope } from "@/lib/firebase/scope";
import { useTeam } from "../api";
import { MemberCard, TeamGridFrame, TeamSkeleton } from "./TeamCards";

function LiveTeam() {
  const { status, team } = useTeam();
  if (status === "loading") return <TeamSkeleton />;
  return (
    <TeamGridFrame busy={false}>
      {team.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </TeamGridFrame>
  );
}

/** The team, live from Firestore (loaded on demand by TeamSection). */
export function TeamGrid() {
  return (
    <FirestoreScope>
      <LiveTeam />
    </FirestoreScope>
  );
}
