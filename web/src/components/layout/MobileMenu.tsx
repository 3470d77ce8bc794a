import type { ReactNode } from "react";
import { Box, CloseButton, Drawer, Link, Portal, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

export interface MobileMenuProps {
  links: readonly { label: string; to: string }[];
  onClose: () => void;
  /** Where focus returns when the menu closes (the button that opened it). */
  finalFocus: () => HTMLElement | null;
  authArea: ReactNode;
}

/** The top bar's links in a drawer, for narrow screens. Mounted open; closing unmounts it. */
export function MobileMenu({ links, onClose, finalFocus, authArea }: MobileMenuProps) {
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
          <Drawer.Content bg="brand.900" color="white">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
                {links.map((link) => (
                  <Link key={link.to} asChild color="white" onClick={onClose}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                ))}
                <Box pt="4" borderTopWidth="1px" borderColor="whiteAlpha.300">
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
