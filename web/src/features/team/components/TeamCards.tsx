import { Box, Image, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { TeamMember } from "../api";

/** "Name, Designation" as stored in nameDeg, shown on two lines. */
function splitNameDeg(nameDeg: string): [string, string] {
  const index = nameDeg.indexOf(",");
  if (index < 0) return [nameDeg, ""];
  return [nameDeg.slice(0, index).trim(), nameDeg.slice(index + 1).trim()];
}

/** The grid of member cards; `busy` while the members are loading. */
export function TeamGridFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" aria-busy={busy}>
      {children}
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

/** Four cards of the same size as real ones, so nothing moves when the team arrives. */
export function TeamSkeleton() {
  return (
    <TeamGridFrame busy>
      {[0, 1, 2, 3].map((index) => (
        <CardFrame key={index}>
          <Skeleton aspectRatio="1" w="full" data-testid="team-skeleton" />
          <Box px="5">
            <Skeleton loading>
              <Text fontSize="lg">Team member</Text>
            </Skeleton>
            <Skeleton loading mt="1">
              <Text>Designation</Text>
            </Skeleton>
          </Box>
        </CardFrame>
      ))}
    </TeamGridFrame>
  );
}
