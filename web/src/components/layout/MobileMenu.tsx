import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Box, CloseButton, Drawer, Link, Portal, Stack } from "@chakra-ui/react";
import { animate } from "framer-motion/dom/mini";
import { Link as RouterLink } from "react-router";
import { MOTION_DURATION, play, prefersReducedMotion } from "@/lib/motion";

export interface MobileMenuProps {
  links: readonly { label: string; to: string }[];
  onClose: () => void;
  /** Where focus returns when the menu closes (the button that opened it). */
  finalFocus: () => HTMLElement | null;
  authArea: ReactNode;
}

/**
 * The panel slides in from the right and its items follow one after another, 300 ms each (all in
 * place after about half a second, as with the drawer's CSS animation this replaces). Transform
 * and opacity only; the inline styles go when it ends. Returns the stop.
 */
function slideIn(panel: HTMLElement): () => void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>("[data-menu-item]"));
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
 * The top bar's links in a drawer, for narrow screens. Mounted open; closing unmounts it. This
 * module loads on first use (TopBar), and framer-motion's DOM `animate` with it, so neither is
 * part of the page's start-up JS. Under reduced motion the menu appears in place.
 */
export function MobileMenu({ links, onClose, finalFocus, authArea }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Before the first paint, so the panel is never seen in place before it slides in.
  useLayoutEffect(() => {
    if (!panel.current || prefersReducedMotion()) return undefined;
    return slideIn(panel.current);
  }, []);

  return (
    <Drawer.Root
      open
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="end"
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* The panel's movement is slideIn's, in place of the recipe's CSS animation. */}
          <Drawer.Content
            ref={panel}
            bg="brand.900"
            color="white"
            _open={{ animationName: "none" }}
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
                {links.map((link) => (
                  <Link key={link.to} asChild color="white" onClick={onClose} data-menu-item>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                ))}
                <Box pt="4" borderTopWidth="1px" borderColor="whiteAlpha.300" data-menu-item>
                  {authArea}
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton color="white" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
