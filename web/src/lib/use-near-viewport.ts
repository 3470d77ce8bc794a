import { startTransition, useEffect, useRef, useState, type RefObject } from "react";

/** How far from the viewport "near" begins. */
export const NEAR_VIEWPORT = "600px";

/**
 * Whether the element has come within `margin` of the viewport (and stays so): what lies below
 * the fold (a live query, a carousel) starts as the visitor scrolls towards it.
 */
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
          // A transition: what `near` starts (a lazy live list) keeps the content shown until its
          // code has loaded, where a plain update would hide it behind a copy (the fallback).
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
