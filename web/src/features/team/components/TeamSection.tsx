import { Box, Container, Image, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { useTeam, type TeamMember } from "../api";

/** "Name, Designation" as stored in nameDeg, shown on two lines. */
function splitNameDeg(nameDeg: string): [string, string] {
  const index = nameDeg.indexOf(",");
  if (index < 0) return [nameDeg, ""];
  return [nameDeg.slice(0, index).trim(), nameDeg.slice(index + 1).trim()];
}

function MemberCard({ member }: { member: TeamMember }) {
  const [name, role] = splitNameDeg(member.nameDeg);
  return (
    <Stack
      as="article"
      gap="3"
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
      pb="5"
    >
      <Image
        src={member.img}
        alt={`Portrait of ${name}`}
        width="400"
        height="400"
        aspectRatio="1"
        w="full"
        loading="lazy"
      />
      <Box px="5">
        <Text fontWeight="bold" color="brand.900" fontSize="lg">
          {name}
        </Text>
        <Text color="gray.600">{role}</Text>
      </Box>
    </Stack>
  );
}

export function TeamSection() {
  const { status, team } = useTeam();
  const loading = status === "loading";
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
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" aria-busy={loading}>
          {loading
            ? [0, 1, 2, 3].map((index) => (
                <Stack key={index} gap="3" pb="5" data-testid="team-skeleton">
                  <Skeleton aspectRatio="1" w="full" borderRadius="xl" />
                  <Skeleton h="5" w="60%" />
                  <Skeleton h="4" w="40%" />
                </Stack>
              ))
            : team.map((member) => <MemberCard key={member.id} member={member} />)}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
