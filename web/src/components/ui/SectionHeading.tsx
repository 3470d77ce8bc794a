import { Heading, Stack, Text } from "@chakra-ui/react";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  light = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  light?: boolean;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: "8", md: "12" }}>
      {eyebrow ? (
        <Text
          textTransform="uppercase"
          letterSpacing="widest"
          fontSize="sm"
          fontWeight="bold"
          color={light ? "accent.300" : "accent.600"}
        >
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" size={{ base: "2xl", md: "3xl" }} color={light ? "white" : "brand.900"}>
        {title}
      </Heading>
      {intro ? (
        <Text fontSize="lg" color={light ? "brand.100" : "gray.600"}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
