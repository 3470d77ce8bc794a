import { useMemo } from "react";
import { addDoc, collection, deleteDoc, updateDoc, type Firestore } from "firebase/firestore";
import type { TeamMember } from "@shared/documents";
import { queries, registry } from "@shared/registry";
import type { TeamMemberInput } from "@shared/schemas";
import { sortTeam } from "@shared/team";
import { moveInList, useActions } from "@/lib/actions";
import { useCollection } from "@/lib/firebase/hooks";
import { docOf } from "@/lib/firebase/query";
import { nextOrder } from "@/lib/order";

export type { TeamMember };

export function useTeam(initialData?: TeamMember[]) {
  const { status, data } = useCollection(queries.team, initialData);
  const team = useMemo(() => sortTeam(data), [data]);
  return { status, team };
}

const actions = (firestore: Firestore) => ({
  add: async (input: TeamMemberInput, team: readonly TeamMember[]): Promise<string> => {
    const ref = await addDoc(
      collection(firestore, registry.team.name),
      registry.team.write({ input, order: nextOrder(team) }),
    );
    return ref.id;
  },
  edit: (existing: TeamMember, input: TeamMemberInput) =>
    updateDoc(
      docOf(firestore, registry.team, existing.id),
      registry.team.write({ input, order: existing.order }),
    ),
  remove: (id: string) => deleteDoc(docOf(firestore, registry.team, id)),
  move: (team: readonly TeamMember[], from: number, to: number) =>
    moveInList(firestore, registry.team, team, from, to),
});

export const useTeamActions = () => useActions(actions);
