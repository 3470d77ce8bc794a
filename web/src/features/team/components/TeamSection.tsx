import { lazy } from "react";
import { Box, Container, Text } from "@chakra-ui/react";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Live } from "@/lib/live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { TeamMember } from "../api";
import { TeamGrid } from "./TeamCards";

const LiveTeam = lazy(() => import("../live"));

/**
 * The landing's team section: the members the server read, kept live once the visitor scrolls
 * near it.
 */
export function TeamSection({ team }: { team: TeamMember[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      as="section"
      id="team"
      py={{ base: "16", md: "24" }}
      bg="white"
      aria-labelledby="team-heading"
    >
      <Container maxW="7xl">
        <Reveal>
          <SectionHeading
            eyebrow="Meet Our Team"
            title="The people behind your results"
            intro="Strategists, designers, engineers and marketers who have done this for years."
          />
        </Reveal>
        <Text id="team-heading" srOnly>
          Meet Our Team
        </Text>
        <Reveal>
          <Live initial={team} watch={LiveTeam} active={near}>
            {(members) => <TeamGrid team={members} />}
          </Live>
        </Reveal>
      </Container>
    </Box>
  );
}
