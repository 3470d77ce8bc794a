import { startTransition, useEffect, useRef, useState, type RefObject } from "react";

export const NEAR_VIEWPORT = "600px";

/** Whether the element has come within `margin` of the viewport (and stays so). */
export function useNearViewport<T extends Element>(
  margin = NEAR_VIEWPORT,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition keeps the content shown while what `near` starts (a lazy list) loads.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return [ref, near];
}
