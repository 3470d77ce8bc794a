/**
 * A part of a server-rendered page whose code loads, and which hydrates, only once it comes near
 * the viewport (ADR 016): its HTML is there from the start and works as HTML (links, a form
 * posted without scripts); the page's first hydration skips it, in its own Suspense boundary.
 * The server renders it whole (entry.server.tsx waits for every boundary); a client navigation
 * renders it at once.
 */
import { lazy, memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from "react";
import styles from "./hydrate-when-near.module.css";
import { whenNear } from "./use-near-viewport";
import { HydratingLater, isPageHydrated } from "./use-hydrated";

function Gate({ open, children }: { open: Promise<void> | null; children: React.ReactNode }) {
  if (open) use(open);
  return children;
}

function opener(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

export function hydrateWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  // An update to a part still waiting would make React drop its HTML and render it anew (empty,
  // as it waits), and a transition that reached it would wait for it: the part does not re-render
  // with the same props (memo) nor when the page hydrates (isPageHydrated, read once).
  function NearPart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Hydrating (the page's first render in the browser): wait; on the server, or mounted by a
    // client navigation: render now.
    const [gate] = useState(() =>
      typeof window === "undefined" || isPageHydrated() ? null : opener(),
    );
    useEffect(() => {
      const element = ref.current;
      return gate && element ? whenNear(element, gate.resolve) : undefined;
    }, [gate]);
    return (
      <div ref={ref} className={styles.part}>
        <Suspense fallback={null}>
          <HydratingLater value={gate !== null}>
            <Gate open={gate?.promise ?? null}>
              <Part {...props} />
            </Gate>
          </HydratingLater>
        </Suspense>
      </div>
    );
  }
  return memo(NearPart);
}
