import { Box, Container, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { site } from "@/config/site";
import { Logo } from "./Logo";

export function Footer() {
  return (
    <Box as="footer" bg="brand.950" color="brand.100" pt="14" pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4">
            <Box color="white">
              <Logo />
            </Box>
            <Text>{site.blurb}</Text>
          </Stack>
          <Stack gap="3">
            <Text as="h2" fontWeight="bold" color="white" fontSize="lg">
              Contact us
            </Text>
            <Text>{site.contactPitch}</Text>
          </Stack>
          <Stack gap="2" as="address" fontStyle="normal">
            <Text as="h2" fontWeight="bold" color="white" fontSize="lg">
              Visit or call
            </Text>
            <Text>{site.address}</Text>
            <Text>
              Phone:{" "}
              <Link href={`tel:${site.phones[0].replace(/[^+\d]/g, "")}`} color="white">
                {site.phones[0]}
              </Link>
            </Text>
            <Text>
              Email:{" "}
              <Link href={`mailto:${site.emails[0]}`} color="white">
                {site.emails[0]}
              </Link>
            </Text>
          </Stack>
        </SimpleGrid>
        <Text mt="12" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" fontSize="sm">
          © {new Date().getFullYear()} {site.brand}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
