/** The live half of a public list (lib/static-then-live.tsx): its data from the live worker. */
import type { LiveProps } from "@/lib/static-then-live";

export function liveList<T>(useLive: (initial: T) => T) {
  return function Live({ initial, children }: LiveProps<T>) {
    return children(useLive(initial));
  };
}
