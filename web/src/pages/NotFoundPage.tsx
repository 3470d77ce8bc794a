import { Button, Container, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { data, Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/NotFoundPage";

export default function NotFoundPage() {
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

export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.notFound, noindex: true }, args);

/** Any unknown path: the page below, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}
