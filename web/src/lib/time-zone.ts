/** The agency's time zone, live, and the browser's: the zones every page of a call shows. */
import { useSyncExternalStore } from "react";
import { SCHEDULING_SETTINGS } from "@shared/registry";
import { DEFAULT_AGENCY_TIME_ZONE } from "@shared/scheduling/model";
import { currentZoneName } from "@shared/scheduling/zones";
import { useDocument, type Status } from "@/lib/firebase/hooks";

/** settings/scheduling's zone, live (the default while it has none or is loading). */
export function useAgencyTimeZone(): { status: Status; timeZone: string } {
  const { status, data } = useDocument(SCHEDULING_SETTINGS);
  return { status, timeZone: data?.timeZone ?? DEFAULT_AGENCY_TIME_ZONE };
}

/**
 * The zone the browser is set to, by its current IANA name (Chromium says "Asia/Calcutta" for a
 * visitor in India), or `fallback` when the runtime names none.
 */
export function browserTimeZone(fallback: string = DEFAULT_AGENCY_TIME_ZONE): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || fallback);
  } catch {
    return fallback;
  }
}

const unchanging = () => () => undefined;
const onServer = () => DEFAULT_AGENCY_TIME_ZONE;

/**
 * The browser's zone, for the times a page writes in it (the back office's lists). The server,
 * which knows no visitor's zone, renders with the agency's default zone, and so does the
 * hydrating render, so the two agree; React renders again at once with the browser's.
 */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(unchanging, browserTimeZone, onServer);
}
