import { Box, Container, Text } from "@chakra-ui/react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { island } from "@/lib/island";
import { TeamSkeleton } from "./TeamCards";

// The members come from Firestore: that code loads when the section nears the viewport.
const Team = island(() => import("./TeamGrid").then((m) => m.TeamGrid), TeamSkeleton, "visible");

export function TeamSection() {
  return (
    <Box
      as="section"
      id="team"
      py={{ base: "16", md: "24" }}
      bg="white"
      aria-labelledby="team-heading"
    >
      <Container maxW="7xl">
        <SectionHeading
          eyebrow="Meet Our Team"
          title="The people behind your results"
          intro="Strategists, designers, engineers and marketers who have done this for years."
        />
        <Text id="team-heading" srOnly>
          Meet Our Team
        </Text>
        <Team />
      </Container>
    </Box>
  );
}
