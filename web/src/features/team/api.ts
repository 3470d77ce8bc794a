/** Typed reads of the `team` collection. */
import { useMemo } from "react";
import { collection, type QueryDocumentSnapshot } from "firebase/firestore";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { str } from "@/lib/fields";
import type { TeamMember } from "./types";

export type { TeamMember };

export function toTeamMember(snapshot: QueryDocumentSnapshot): TeamMember {
  const data = snapshot.data();
  return { id: snapshot.id, img: str(data, "img"), nameDeg: str(data, "nameDeg") };
}

/** Team members, live, in document-id order. */
export function useTeam() {
  const firestore = useFirestore();
  const ref = useMemo(() => collection(firestore, "team"), [firestore]);
  const { status, data } = useFirestoreCollection(ref);
  const snapshot = data as typeof data | undefined;
  return { status, team: snapshot ? snapshot.docs.map(toTeamMember) : [] };
}
