import { startTransition, useEffect, useRef, useState, type RefObject } from "react";

export const NEAR_VIEWPORT = "600px";

/**
 * Calls `onNear` once `element` comes within `margin` of the viewport (at once without an
 * IntersectionObserver); the returned function stops watching.
 */
export function whenNear(element: Element, onNear: () => void, margin = NEAR_VIEWPORT): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether the element has come within `margin` of the viewport (and stays so). */
export function useNearViewport<T extends Element>(
  margin = NEAR_VIEWPORT,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      setNear(true);
      return undefined;
    }
    // A transition keeps the content shown while what `near` starts (a lazy list) loads.
    return whenNear(element, () => startTransition(() => setNear(true)), margin);
  }, [margin]);
  return [ref, near];
}
