import type { ReactNode } from "react";
import { Box, HStack } from "@chakra-ui/react";

/**
 * A long form's buttons, at the end of the form and kept at the bottom of the screen while the
 * rest of the form is scrolled (CSS only: `position: sticky`). At the end of the form it sits
 * below the last field; the page keeps room for it when a focused field is scrolled into view
 * (the theme's `scroll-padding-bottom`).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -6px 12px -8px rgba(15, 23, 42, 0.25)"
      py="3"
      mt="2"
      data-sticky-actions=""
    >
      <HStack gap="3" wrap="wrap">
        {children}
      </HStack>
    </Box>
  );
}
