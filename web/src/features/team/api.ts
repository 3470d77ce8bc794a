/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection } from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { fromSnapshot } from "@/lib/documents";

export type { TeamMember };

export const toTeamMember = fromSnapshot(readTeamMember);

/** Team members, live, in document-id order. */
export function useTeam() {
  const firestore = useFirestore();
  const ref = useMemo(() => collection(firestore, "team"), [firestore]);
  const { status, data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return { status, team: snapshot ? snapshot.docs.map(toTeamMember) : [] };
}
