import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { aboutPoints } from "@/config/site";

export function About() {
  return (
    <Box
      as="section"
      id="aboutUs"
      py={{ base: "16", md: "24" }}
      bg="brand.50"
      aria-labelledby="about-heading"
    >
      <Container maxW="7xl">
        <Reveal>
          <SectionHeading
            eyebrow="About us"
            title="A small senior team that treats your budget like its own"
            intro="Since 2014 we have helped more than 200 businesses grow online. Every project follows the same four steps."
          />
        </Reveal>
        <Heading as="h3" id="about-heading" srOnly>
          How we work
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {aboutPoints.map((point, index) => (
            <Reveal key={point.title}>
              <Stack h="full" bg="white" p="6" borderRadius="xl" boxShadow="sm" gap="3">
                <Circle size="10" bg="brand.700" color="white" fontWeight="bold">
                  {index + 1}
                </Circle>
                <Heading as="h4" size="md" color="brand.900">
                  {point.title}
                </Heading>
                <Text color="gray.600">{point.text}</Text>
              </Stack>
            </Reveal>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
