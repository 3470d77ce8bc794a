/**
 * Server-rendered content that stays live in the browser. The page renders what its loader read
 * on the server; once hydrated, a watcher (a lazy component holding a reactfire query with that
 * data as `initialData`) loads the Firestore SDK and passes every change up. The page never
 * shows a skeleton, and the Firestore SDK is not part of its start-up JS.
 */
import { useState, type ComponentType, type ReactNode } from "react";
import { ClientOnly } from "./client-only";

export interface WatchProps<T> {
  initial: T;
  onData: (data: T) => void;
}

export function Live<T>({
  initial,
  watch: Watch,
  children,
}: {
  initial: T;
  watch: ComponentType<WatchProps<T>>;
  children: (data: T) => ReactNode;
}) {
  const [data, setData] = useState(initial);
  return (
    <>
      {children(data)}
      <ClientOnly>
        <Watch initial={initial} onData={setData} />
      </ClientOnly>
    </>
  );
}
