import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { NEAR_VIEWPORT } from "@/lib/use-near-viewport";

/** Fades in on scrolling into view, if below the viewport at hydration (observer's first report). */
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
