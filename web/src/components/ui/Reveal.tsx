import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { useNearViewport } from "@/lib/use-near-viewport";

/**
 * A plain div whose content fades in and rises as the visitor scrolls it into view (300 ms,
 * opacity and transform only). The server renders it as it is, fully visible, and nothing changes
 * until the page has hydrated: only an element that is below the viewport then can reveal, and
 * only without reduced motion. The motion code (lib/motion.ts, then framer-motion's DOM entry)
 * loads when the element gets near the viewport, so it is no part of the page's start-up JS.
 */
export function Reveal(props: ComponentPropsWithoutRef<"div">) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Measured once, when the page hydrates (or the element mounts): content in view, the banner
  // and its LCP heading among it, or scrolled past stays exactly as rendered.
  const belowViewport = useRef(false);

  // Runs before the effect below: React runs a component's effects in order.
  useEffect(() => {
    const element = ref.current;
    if (element) belowViewport.current = element.getBoundingClientRect().top >= window.innerHeight;
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!near || !element || !belowViewport.current) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("@/lib/motion").then(
      (motion) => {
        if (!cancelled) stop = motion.revealOnEnter(element);
      },
      () => undefined, // no motion, the content is there
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [near, ref]);

  return <div ref={ref} {...props} />;
}
