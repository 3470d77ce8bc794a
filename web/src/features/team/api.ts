/** Typed reads and writes of the team. Pages use these and never touch the SDK. */
import { useMemo } from "react";
import { addDoc, collection, deleteDoc, updateDoc, writeBatch } from "firebase/firestore";
import { useFirestore } from "reactfire";
import type { TeamMember } from "@shared/documents";
import { queries, registry } from "@shared/registry";
import type { TeamMemberInput } from "@shared/schemas";
import { sortTeam } from "@shared/team";
import { useCollection } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";
import { moveWrites, nextOrder } from "@/lib/order";

export type { TeamMember };

/**
 * Team members (up to PUBLIC_LIST_SIZE), live, in the landing's order (`order`, then id:
 * sortTeam), starting from `initialData` when given.
 */
export function useTeam(initialData?: TeamMember[]) {
  const { status, data } = useCollection(queries.team, initialData);
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
    const member = (id: string) => docOf(firestore, registry.team, id);
    return {
      /** Adds a member after the others. */
      add: async (input: TeamMemberInput, team: readonly TeamMember[]): Promise<string> => {
        const ref = await addDoc(
          collection(firestore, registry.team.name),
          registry.team.write({ input, order: nextOrder(team) }),
        );
        return ref.id;
      },
      /** Saves a member's picture, name and role; it keeps its place. */
      edit: (existing: TeamMember, input: TeamMemberInput) =>
        updateDoc(member(existing.id), registry.team.write({ input, order: existing.order })),
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
