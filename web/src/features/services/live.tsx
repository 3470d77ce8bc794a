/** The services page's list, live (see lib/static-then-live.tsx). */
import { useMemo } from "react";
import type { Service } from "@shared/documents";
import { sortServices } from "@shared/services";
import { useFeed } from "@/lib/live/client";
import { liveList } from "@/lib/live/list";

export default liveList((initial: Service[]) => {
  const data = useFeed("services");
  return useMemo(() => (data ? sortServices(data) : initial), [data, initial]);
});
