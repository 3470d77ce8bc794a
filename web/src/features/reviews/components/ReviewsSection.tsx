import { Box, Container, Skeleton, Stack, Text } from "@chakra-ui/react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { island } from "@/lib/island";

/** Height reserved for the carousel, loaded or not, so nothing moves when reviews arrive. */
export const CAROUSEL_MIN_HEIGHT = "80";

export function ReviewsSkeleton() {
  return (
    <Stack direction="row" gap="12" justify="center" minH={CAROUSEL_MIN_HEIGHT} aria-busy>
      {[0, 1].map((index) => (
        <Skeleton
          key={index}
          w="18rem"
          maxW="full"
          h="72"
          borderRadius="xl"
          // One card per view on phones (the carousel's breakpoints), two from 768px.
          display={{ base: index === 0 ? "block" : "none", md: "block" }}
          data-testid="review-skeleton"
        />
      ))}
    </Stack>
  );
}

// The carousel (Swiper) and the reviews (Firestore) load when the section nears the viewport.
const Carousel = island(
  () => import("./ReviewsCarousel").then((m) => m.ReviewsCarousel),
  ReviewsSkeleton,
  "visible",
);

export function ReviewsSection() {
  return (
    <Box
      as="section"
      id="reviews"
      py={{ base: "16", md: "24" }}
      bg="brand.900"
      aria-labelledby="reviews-heading"
    >
      <Container maxW="5xl">
        <SectionHeading eyebrow="Testimonials" title="User reviews" light />
        <Text id="reviews-heading" srOnly>
          User reviews
        </Text>
        <Carousel />
      </Container>
    </Box>
  );
}
