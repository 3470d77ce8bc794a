/**
 * A part of a server-rendered page whose code loads, and which hydrates, only once it comes near
 * the viewport (ADR 016): its HTML is there from the start and works as HTML (links, a form
 * posted without scripts); the page's first hydration skips it, in its own Suspense boundary.
 * The server renders it whole (entry.server.tsx waits for every boundary); a client navigation
 * renders it at once.
 *
 * While a part waits, React may be made to drop its server HTML: an update that reaches a
 * boundary it has not hydrated (new props, or a context above it that changed: a client
 * navigation changes the router's location, even to the same page with another hash) makes
 * React try to hydrate it first and, as the part waits for the visitor, render it on the client
 * instead, showing the boundary's fallback. The fallback is the part's own server HTML, taken as
 * the page hydrated, so the visitor sees nothing change: the section, its id for an anchor link
 * and its height stay, and it comes alive when near, as before.
 */
import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
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

/** The HTML the server sent for a part, shown as it was while the part still waits. */
function ServerHtml({ html }: { html: RefObject<string> }) {
  return <div className={styles.serverHtml} dangerouslySetInnerHTML={{ __html: html.current }} />;
}

export function hydrateWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  // An update to a part still waiting makes React drop its HTML and render it anew (ServerHtml
  // meanwhile), and a transition that reached it would wait for it: the part does not re-render
  // with the same props (memo) nor when the page hydrates (isPageHydrated, read once).
  function NearPart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const serverHtml = useRef("");
    // Hydrating (the page's first render in the browser): wait; on the server, or mounted by a
    // client navigation: render now.
    const [gate] = useState(() =>
      typeof window === "undefined" || isPageHydrated() ? null : opener(),
    );
    useEffect(() => {
      const element = ref.current;
      if (!gate || !element) return undefined;
      // Taken as the page hydrates: React runs this before it renders any update.
      serverHtml.current = element.innerHTML;
      return whenNear(element, gate.resolve);
    }, [gate]);
    return (
      <div ref={ref} className={styles.part}>
        <Suspense fallback={gate ? <ServerHtml html={serverHtml} /> : null}>
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
