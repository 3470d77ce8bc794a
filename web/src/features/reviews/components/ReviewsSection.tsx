import { lazy } from "react";
import { Box, Container, Text } from "@chakra-ui/react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ClientOnly } from "@/lib/client-only";
import { Live } from "@/lib/live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { Review } from "../api";
import { ReviewsPreview } from "./ReviewCard";

const LiveReviews = lazy(() => import("../live"));
// The carousel (Swiper) loads when the visitor scrolls near it; the HTML has the first reviews
// without it.
const ReviewsCarousel = lazy(() =>
  import("./ReviewsCarousel").then((m) => ({ default: m.ReviewsCarousel })),
);

/** The landing's reviews: the newest the server read, kept live once the visitor gets near. */
export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box
      ref={ref}
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
        <Live initial={reviews} watch={LiveReviews} active={near}>
          {(latest) => (
            <ClientOnly fallback={<ReviewsPreview reviews={latest} />}>
              {near ? <ReviewsCarousel reviews={latest} /> : <ReviewsPreview reviews={latest} />}
            </ClientOnly>
          )}
        </Live>
      </Container>
    </Box>
  );
}
