/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection, limit, query } from "firebase/firestore";
import { useFirestore } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { PUBLIC_LIST_SIZE } from "@/lib/content";
import { converter, useLiveCollection } from "@/lib/documents";

export type { TeamMember };

const teamConverter = converter(readTeamMember);

/**
 * Team members (up to PUBLIC_LIST_SIZE), live, in document-id order, starting from `initialData`
 * when given.
 */
export function useTeam(initialData?: TeamMember[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(collection(firestore, "team"), limit(PUBLIC_LIST_SIZE)).withConverter(teamConverter),
    [firestore],
  );
  const { status, data } = useLiveCollection(ref, initialData);
  return { status, team: data };
}
