import { useEffect, type ComponentType } from "react";
import type { WatchProps } from "@/lib/live";
import { FirestoreScope } from "./scope";

/**
 * A watcher for lib/live.tsx from a feature's live hook (reactfire, started from `initial`): it
 * renders nothing and passes every new result up. Loaded after hydration, with the Firestore SDK.
 */
export function watcher<T>(useLiveData: (initial: T) => T): ComponentType<WatchProps<T>> {
  function Watch({ initial, onData }: WatchProps<T>) {
    const data = useLiveData(initial);
    useEffect(() => onData(data), [data, onData]);
    return null;
  }
  return function ScopedWatch(props: WatchProps<T>) {
    return (
      <FirestoreScope>
        <Watch {...props} />
      </FirestoreScope>
    );
  };
}
