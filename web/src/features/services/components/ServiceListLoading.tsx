import { Stack } from "@chakra-ui/react";
import { PageSpinner } from "@/components/ui/PageSpinner";

/** Space held for the list while it loads: a screen's height, so the footer does not jump. */
export function ServiceListLoading() {
  return (
    <Stack minH="100vh">
      <PageSpinner label="Loading services" />
    </Stack>
  );
}
