import {
  Box,
  Container,
  Heading,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { paths } from "@/config/paths";
import { topServices } from "@/config/site";

export function TopServices() {
  return (
    <Box as="section" py={{ base: "16", md: "24" }} bg="white" aria-labelledby="top-services">
      <Container maxW="7xl">
        <Box id="top-services" />
        <Reveal>
          <SectionHeading
            eyebrow="What we do"
            title="Everything your brand needs to grow online"
            intro="Four services, one team, one report. Pick what you need today and add the rest when you are ready."
          />
        </Reveal>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {topServices.map((service) => (
            <Reveal key={service.title}>
              <LinkBox
                as="article"
                h="full"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="xl"
                overflow="hidden"
                bg="white"
                transition="box-shadow 300ms, transform 300ms"
                // The lift on hover is movement too: none under reduced motion.
                _hover={{
                  boxShadow: "lg",
                  transform: "translateY(-4px)",
                  _motionReduce: { transform: "none" },
                }}
              >
                <Image
                  src={service.img}
                  alt=""
                  width="640"
                  height="400"
                  aspectRatio="8 / 5"
                  w="full"
                  loading="lazy"
                />
                <Stack p="5" gap="2">
                  <Heading as="h3" size="md" color="brand.900">
                    <LinkOverlay asChild>
                      <RouterLink to={paths.services}>{service.title}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="gray.600">{service.text}</Text>
                </Stack>
              </LinkBox>
            </Reveal>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
