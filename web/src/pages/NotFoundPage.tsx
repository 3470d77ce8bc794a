import { Button, Container, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }}>
      <Stack align="center" textAlign="center" gap="6">
        <Image
          src="/images/not-found.svg"
          alt="A telescope pointed at an empty night sky"
          width="480"
          height="320"
          maxW="full"
          borderRadius="2xl"
        />
        <Heading as="h1" size="3xl" color="brand.900">
          Page not found
        </Heading>
        <Text fontSize="lg" color="gray.600">
          We looked everywhere, but this page does not exist. It may have moved, or the link may be
          mistyped.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.home}>Back to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
