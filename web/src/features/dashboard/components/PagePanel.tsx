import type { ReactNode } from "react";
import { Box, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";

/** A dashboard page's heading: its title, an intro and actions beside them. */
export type PanelHeading = { title: string; intro?: string; actions?: ReactNode };

export function PagePanel({
  title,
  intro,
  actions,
  children,
}: PanelHeading & { children: ReactNode }) {
  return (
    <Stack gap="6" maxW="7xl">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.900">
            {title}
          </Heading>
          {intro ? <Text color="gray.600">{intro}</Text> : null}
        </Stack>
        {actions}
      </Stack>
      <Box bg="white" borderRadius="xl" boxShadow="sm" borderWidth="1px" p={{ base: "4", md: "6" }}>
        {children}
      </Box>
    </Stack>
  );
}

export function ListState({
  loading,
  empty,
  emptyText,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: string;
}) {
  if (loading) {
    return (
      <Center py="12" role="status">
        <Spinner size="lg" color="brand.500" aria-label="Loading" />
      </Center>
    );
  }
  if (empty) {
    return (
      <Center py="12">
        <Text color="gray.500">{emptyText}</Text>
      </Center>
    );
  }
  return null;
}
