import { Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { anchors, paths } from "@/config/paths";

export function Banner() {
  return (
    <Box
      as="section"
      aria-labelledby="banner-heading"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.600"
      color="white"
      py={{ base: "16", md: "28" }}
      position="relative"
      overflow="hidden"
    >
      <Container maxW="7xl" position="relative">
        <Stack gap="6" maxW="3xl">
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontSize="sm"
            fontWeight="bold"
            color="accent.300"
          >
            Digital marketing agency
          </Text>
          <Heading
            as="h1"
            id="banner-heading"
            fontSize={{ base: "4xl", md: "6xl" }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            We grow brands that customers find, trust and choose
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.100" maxW="2xl">
            Search engine optimization, web design, ad campaigns and social media management from
            one team that measures everything it does.
          </Text>
          <HStack gap="4" flexWrap="wrap">
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to={paths.services}>Services</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <RouterLink to={anchors.contactUs}>Get in touch</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
