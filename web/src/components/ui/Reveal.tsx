import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { NEAR_VIEWPORT } from "@/lib/use-near-viewport";

/**
 * A plain div whose content fades in and rises as the visitor scrolls it into view (300 ms,
 * opacity and transform only). The server renders it as it is, fully visible, and nothing changes
 * until the page has hydrated: only an element that is below the viewport then can reveal, and
 * only without reduced motion. The motion code (lib/motion.ts, then framer-motion's DOM entry)
 * loads when the element gets near the viewport, so it is no part of the page's start-up JS.
 *
 * One IntersectionObserver does both: its first report says where the element was when the page
 * hydrated (content in view, the banner and its LCP heading among it, or scrolled past stays
 * exactly as rendered), and a later one when it comes near. Unlike measuring the element in an
 * effect, it never makes the browser lay the page out during hydration.
 */
export function Reveal(props: ComponentPropsWithoutRef<"div">) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return undefined;
    let first = true;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        import("@/lib/motion").then(
          (motion) => {
            if (!cancelled) stop = motion.revealOnEnter(element);
          },
          () => undefined, // no motion, the content is there
        );
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      stop?.();
    };
  }, []);

  return <div ref={ref} {...props} />;
}
