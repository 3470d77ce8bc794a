/** Typed reads and writes of the `team` collection. Pages use these and never touch the SDK. */
import { useMemo } from "react";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  query,
  updateDoc,
  writeBatch,
} from "firebase/firestore";
import { useFirestore } from "reactfire";
import { readTeamMember, type TeamMember } from "@shared/documents";
import { teamMemberFields, type TeamMemberInput } from "@shared/schemas";
import { sortTeam } from "@shared/team";
import { PUBLIC_LIST_SIZE } from "@/lib/content";
import { converter, useLiveCollection } from "@/lib/documents";
import { moveWrites, nextOrder } from "@/lib/order";

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

/**
 * The admins' writes (Manage Team); firestore.rules allow them to admins only. `team` is the list
 * as useTeam gives it (in the landing's order).
 */
export function useTeamActions() {
  const firestore = useFirestore();
  return useMemo(() => {
    const member = (id: string) => doc(firestore, "team", id);
    return {
      /** Adds a member after the others. */
      add: async (input: TeamMemberInput, team: readonly TeamMember[]): Promise<string> => {
        const ref = await addDoc(collection(firestore, "team"), {
          ...teamMemberFields(input),
          order: nextOrder(team),
        });
        return ref.id;
      },
      /** Saves a member's picture, name and role; it keeps its place. */
      edit: (existing: TeamMember, input: TeamMemberInput) =>
        updateDoc(member(existing.id), { ...teamMemberFields(input), order: existing.order }),
      remove: (id: string) => deleteDoc(member(id)),
      /** Moves the member at `from` one place up (`to` = from - 1) or down, in one batch. */
      move: async (team: readonly TeamMember[], from: number, to: number) => {
        const writes = moveWrites(team, from, to);
        if (writes.length === 0) return;
        const batch = writeBatch(firestore);
        for (const { id, order } of writes) batch.update(member(id), { order });
        await batch.commit();
      },
    };
  }, [firestore]);
}
