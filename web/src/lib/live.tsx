/**
 * Server-rendered content that stays live in the browser. The page renders what its loader read
 * on the server; once hydrated, a watcher (a lazy component holding a reactfire query with that
 * data as `initialData`) loads the Firestore SDK and passes every change up. The page never
 * shows a skeleton, and the Firestore SDK is not part of its start-up JS.
 */
import { Component, useState, type ComponentType, type ReactNode } from "react";
import { ClientOnly } from "./client-only";

export interface WatchProps<T> {
  initial: T;
  onData: (data: T) => void;
}

/**
 * `active` (default true) says when to start watching: a section below the fold passes whether it
 * is near the viewport (lib/use-near-viewport.ts), so its query starts when the visitor gets there.
 */
export function Live<T>({
  initial,
  watch: Watch,
  active = true,
  children,
}: {
  initial: T;
  watch: ComponentType<WatchProps<T>>;
  active?: boolean;
  children: (data: T) => ReactNode;
}) {
  const [data, setData] = useState(initial);
  return (
    <>
      {children(data)}
      <ClientOnly>
        {active ? (
          <KeepContent>
            <Watch initial={initial} onData={setData} />
          </KeepContent>
        ) : null}
      </ClientOnly>
    </>
  );
}

/**
 * Stops a failed watcher (its code did not load on a bad connection, a query was refused) from
 * taking the page down with it: the page keeps what it shows, only without further updates.
 */
class KeepContent extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
