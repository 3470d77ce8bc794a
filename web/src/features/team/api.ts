/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection } from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { converter } from "@/lib/documents";

export type { TeamMember };

const teamConverter = converter(readTeamMember);

/** One empty list, so that a hook without data returns the same value on every render. */
const NONE: TeamMember[] = [];

/** Team members, live, in document-id order, starting from `initialData` when given. */
export function useTeam(initialData?: TeamMember[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => collection(firestore, "team").withConverter(teamConverter),
    [firestore],
  );
  const { status, data } = useFirestoreCollectionData(
    ref,
    initialData ? { initialData } : undefined,
  );
  // reactfire types `data` as always present, but it is undefined until the first snapshot.
  const team = data as TeamMember[] | undefined;
  return { status, team: team ?? NONE };
}
