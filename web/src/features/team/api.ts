/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection } from "firebase/firestore";
import { useFirestore } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { converter, useLiveCollection } from "@/lib/documents";

export type { TeamMember };

const teamConverter = converter(readTeamMember);

/** Team members, live, in document-id order, starting from `initialData` when given. */
export function useTeam(initialData?: TeamMember[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => collection(firestore, "team").withConverter(teamConverter),
    [firestore],
  );
  const { status, data } = useLiveCollection(ref, initialData);
  return { status, team: data };
}
