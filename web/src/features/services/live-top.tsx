/** The landing's top services (the admins' picks), live (see lib/static-then-live.tsx). */
import { useMemo } from "react";
import { sortServices, topServices } from "@shared/services";
import { topServiceCard, type TopServiceCard } from "@/lib/content";
import { useFeed } from "@/lib/live/client";
import { liveList } from "@/lib/live/list";

export default liveList((initial: TopServiceCard[]) => {
  const settings = useFeed("landingSettings");
  const services = useFeed("services");
  return useMemo(
    () =>
      settings === undefined || services === undefined
        ? initial
        : topServices(settings?.topServices ?? [], sortServices(services)).map(topServiceCard),
    [settings, services, initial],
  );
});
