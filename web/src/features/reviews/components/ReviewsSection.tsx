import { lazy, Suspense } from "react";
import { Box, Container, Text } from "@chakra-ui/react";
import { SectionHeading } from "@/components/ui/SectionHeading";
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
          {(latest) => {
            const preview = <ReviewsPreview reviews={latest} />;
            // `near` turns true only after hydration, so the server and hydration show the preview.
            return near ? (
              <Suspense fallback={preview}>
                <ReviewsCarousel reviews={latest} />
              </Suspense>
            ) : (
              preview
            );
          }}
        </Live>
      </Container>
    </Box>
  );
}
