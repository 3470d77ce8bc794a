/**
 * Keeps the landing's server-rendered top services live in the browser (see lib/live.tsx). With
 * four picks that all name a service it watches just those four documents; otherwise (fewer
 * picks, or one deleted) the services list, which the fill-up needs.
 */
import { useEffect, useMemo } from "react";
import { TOP_SERVICES } from "@shared/services";
import type { TopServiceCard } from "@/lib/content";
import { topServiceCard } from "@/lib/content";
import { FirestoreScope } from "@/lib/firebase/scope";
import type { WatchProps } from "@/lib/live";
import { useService, useTopServicePicks, useTopServicesFromList } from "./api";

type Report = (cards: TopServiceCard[]) => void;

function useReport(cards: TopServiceCard[] | null, onData: Report) {
  useEffect(() => {
    if (cards) onData(cards);
  }, [cards, onData]);
}

function FromList({ picked, onData }: { picked: string[]; onData: Report }) {
  useReport(useTopServicesFromList(picked), onData);
  return null;
}

/** The four picked services, each watched on its own (`ids` holds exactly TOP_SERVICES ids). */
function FromPicks({ ids, onData }: { ids: string[]; onData: Report }) {
  const a = useService(ids[0] ?? "");
  const b = useService(ids[1] ?? "");
  const c = useService(ids[2] ?? "");
  const d = useService(ids[3] ?? "");
  const loaded = [a, b, c, d].every((read) => read.status === "success");
  const services = useMemo(
    () => [a.service, b.service, c.service, d.service].filter((service) => service !== null),
    [a.service, b.service, c.service, d.service],
  );
  const cards = useMemo(() => services.map(topServiceCard), [services]);
  // A picked service was deleted: its place goes to the next service, which needs the list.
  const missing = loaded && services.length < TOP_SERVICES;
  useReport(loaded && !missing ? cards : null, onData);
  return missing ? <FromList picked={ids} onData={onData} /> : null;
}

function Watch({ onData }: WatchProps<TopServiceCard[]>) {
  const { status, picked } = useTopServicePicks();
  // Stable between snapshots: the watchers below derive their cards (and so report) from it.
  const ids = useMemo(() => [...new Set(picked)], [picked]);
  const four = useMemo(() => ids.slice(0, TOP_SERVICES), [ids]);
  if (status !== "success") return null;
  return four.length === TOP_SERVICES ? (
    <FromPicks key={four.join(" ")} ids={four} onData={onData} />
  ) : (
    <FromList picked={ids} onData={onData} />
  );
}

export default function LiveTopServices(props: WatchProps<TopServiceCard[]>) {
  return (
    <FirestoreScope>
      <Watch {...props} />
    </FirestoreScope>
  );
}
