import { Box, Container, Heading, Text } from "@chakra-ui/react";

/** The dark-blue banner at the top of an inner page: an optional eyebrow, the title, a line of text. */
export function PageBanner({
  eyebrow,
  title,
  text,
}: {
  eyebrow?: string;
  title: string;
  text: string;
}) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.600"
      color="white"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="7xl">
        {eyebrow ? (
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontSize="sm"
            fontWeight="bold"
            color="accent.300"
            mb="3"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: "4xl", md: "5xl" }} lineHeight="1.15" maxW="3xl">
          {title}
        </Heading>
        <Text mt="4" fontSize="lg" color="brand.100" maxW="3xl">
          {text}
        </Text>
      </Container>
    </Box>
  );
}
