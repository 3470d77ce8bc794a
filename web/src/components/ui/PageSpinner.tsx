import { Center, Spinner } from "@chakra-ui/react";

/** Shown while the sign-in state or a page's data is loading. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.500" borderWidth="4px" aria-label={label} />
    </Center>
  );
}
