import { Box, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { TeamMember } from "../api";

/** "Name, Designation" as stored in nameDeg, shown on two lines. */
function splitNameDeg(nameDeg: string): [string, string] {
  const index = nameDeg.indexOf(",");
  if (index < 0) return [nameDeg, ""];
  return [nameDeg.slice(0, index).trim(), nameDeg.slice(index + 1).trim()];
}

/** The grid of member cards. */
export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {team.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </SimpleGrid>
  );
}

function CardFrame({ children }: { children: ReactNode }) {
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
      {children}
    </Stack>
  );
}

export function MemberCard({ member }: { member: TeamMember }) {
  const [name, role] = splitNameDeg(member.nameDeg);
  return (
    <CardFrame>
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
    </CardFrame>
  );
}
