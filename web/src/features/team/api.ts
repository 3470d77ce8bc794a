/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection, limit, query } from "firebase/firestore";
import { useFirestore } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { sortTeam } from "@shared/team";
import { PUBLIC_LIST_SIZE } from "@/lib/content";
import { converter, useLiveCollection } from "@/lib/documents";

export type { TeamMember };

const teamConverter = converter(readTeamMember);

/**
 * Team members (up to PUBLIC_LIST_SIZE), live, in the landing's order (`order`, then id: sortTeam),
 * starting from `initialData` when given.
 *
 * The query is bounded (the rules refuse a public list without a limit) and sorted here rather
 * than with orderBy("order"): Firestore leaves documents without the ordered field out of such a
 * query, and members written before `order` existed must still show (they read as order 0). The
 * server's loader (content.server.ts) reads and sorts the same way.
 */
export function useTeam(initialData?: TeamMember[]) {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(collection(firestore, "team"), limit(PUBLIC_LIST_SIZE)).withConverter(teamConverter),
    [firestore],
  );
  const { status, data } = useLiveCollection(ref, initialData);
  const team = useMemo(() => sortTeam(data), [data]);
  return { status, team };
}
