import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { animate } from "framer-motion/dom/mini";
import { MOTION_DURATION, play, prefersReducedMotion } from "@/lib/motion";
import styles from "./TopBar.module.css";

/**
 * The panel slides in from the right and its items follow one after another, 300 ms each (all in
 * place after about half a second). Transform and opacity only; the inline styles go when it
 * ends. Returns the stop.
 */
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
 * The top bar's links in a drawer, for narrow screens: a modal <dialog>, so the browser keeps
 * focus inside it, closes it on Escape and makes the page behind it inert. Mounted open; closing
 * unmounts it and returns focus to the menu button. This module loads on first use (TopBar), and
 * framer-motion's DOM `animate` with it, so neither is part of the page's start-up JS. Under
 * reduced motion the menu appears in place.
 */
export function MobileMenu({
  onClose,
  finalFocus,
  titleId,
  children,
}: {
  onClose: () => void;
  /** Where focus returns when the menu closes (the button that opened it). */
  finalFocus: () => HTMLElement | null;
  titleId: string;
  /** The panel (TopBar's MenuPanel). */
  children: ReactNode;
}) {
  const panel = useRef<HTMLDialogElement>(null);
  // Before the first paint, so the panel is never seen in place before it slides in.
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
