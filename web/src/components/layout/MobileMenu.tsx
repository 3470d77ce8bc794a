import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { animate } from "framer-motion/dom/mini";
import { MOTION_DURATION, play, prefersReducedMotion } from "@/lib/motion";
import styles from "./TopBar.module.css";

/** The panel slides in from the right, its items one after another; returns the stop. */
function slideIn(panel: HTMLElement): () => void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>("nav > *"));
  const stops = [
    play(
      animate,
      panel,
      { transform: ["translateX(100%)", "none"] },
      { duration: MOTION_DURATION, ease: "easeOut" },
    ),
    ...items.map((item, index) =>
      play(
        animate,
        item,
        { opacity: [0, 1], transform: ["translateX(16px)", "none"] },
        { duration: MOTION_DURATION, delay: 0.05 + index * 0.03, ease: "easeOut" },
      ),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The phone menu's drawer: a modal <dialog> (focus kept inside, Escape, the page inert), mounted
 * open; closing unmounts it and returns focus. Loaded on first use, with framer-motion.
 */
export function MobileMenu({
  onClose,
  finalFocus,
  titleId,
  children,
}: {
  onClose: () => void;
  finalFocus: () => HTMLElement | null;
  titleId: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDialogElement>(null);
  // Before the first paint: the panel is never seen in place before it slides in.
  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    return prefersReducedMotion() ? undefined : slideIn(dialog);
  }, []);

  useEffect(() => () => finalFocus()?.focus(), [finalFocus]);

  return (
    <dialog
      ref={panel}
      className={styles.drawer}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the dialog itself (its content fills the panel).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
