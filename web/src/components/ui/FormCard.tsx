import type { ReactNode } from "react";
import { Heading, Stack, Text } from "@chakra-ui/react";

/** A card around a form, titled by the page's h1, or with `id` an h2 naming it as a section. */
export function FormCard({
  title,
  intro,
  id,
  children,
}: {
  title: string;
  intro: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      as={id ? "section" : "div"}
      aria-labelledby={id}
      bg="white"
      borderRadius="2xl"
      boxShadow="xl"
      p={{ base: "6", md: "10" }}
      gap="6"
    >
      <Stack gap="2">
        <Heading as={id ? "h2" : "h1"} id={id} size="2xl" color="brand.900">
          {title}
        </Heading>
        <Text color="gray.600">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
