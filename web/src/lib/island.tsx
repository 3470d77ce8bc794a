/**
 * Islands: parts of a pre-rendered page that need code the page itself does not load (Firebase,
 * the carousel). The server render and the hydration show `Fallback`, which reserves the space;
 * the island's code loads after hydration ("mounted") or when it comes near the viewport
 * ("visible"), and then replaces the fallback in place.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

export type IslandTrigger = "mounted" | "visible";

/** How far below the viewport a "visible" island starts loading. */
const VISIBLE_MARGIN = "600px";

function useActivation(trigger: IslandTrigger) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (trigger === "mounted" || !element || typeof IntersectionObserver === "undefined") {
      setActive(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setActive(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${VISIBLE_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [trigger]);
  return { ref, active };
}

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
  trigger: IslandTrigger = "mounted",
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Island(props: P) {
    const { ref, active } = useActivation(trigger);
    const fallback = <Fallback {...props} />;
    return (
      <div ref={ref}>
        {active ? (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    );
  }
  return Island;
}
