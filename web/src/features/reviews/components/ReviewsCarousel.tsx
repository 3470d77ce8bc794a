import { Box, Container, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { StarRating } from "@/components/ui/StarRating";
import { useLatestReviews, type Review } from "../api";

/** The old site's carousel settings (spec section 9). */
export const CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 50,
  speed: 300,
  breakpoints: { 200: { slidesPerView: 1 }, 768: { slidesPerView: 2 } },
} as const;

const DEFAULT_AVATAR = "/images/avatar-default.svg";

function ReviewCard({ review }: { review: Review }) {
  return (
    <Stack
      as="article"
      w="18rem"
      maxW="full"
      mx="auto"
      bg="white"
      borderRadius="xl"
      boxShadow="md"
      p="6"
      gap="4"
      minH="64"
    >
      <Image
        src={review.image || DEFAULT_AVATAR}
        alt={`Photo of ${review.name}`}
        width="64"
        height="64"
        boxSize="16"
        borderRadius="full"
        loading="lazy"
        objectFit="cover"
      />
      <Text fontWeight="bold" color="brand.900">
        {review.name}
      </Text>
      <Text color="gray.700" flex="1">
        {review.review}
      </Text>
      <StarRating value={review.ratings} />
    </Stack>
  );
}

export function ReviewsCarousel() {
  const { status, reviews } = useLatestReviews();
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
        {status === "loading" ? (
          <Stack direction="row" gap="12" justify="center" minH="80">
            {[0, 1].map((index) => (
              <Skeleton
                key={index}
                w="18rem"
                h="72"
                borderRadius="xl"
                data-testid="review-skeleton"
              />
            ))}
          </Stack>
        ) : (
          <Box
            minH="80"
            css={{
              "--swiper-navigation-color": "white",
              "--swiper-pagination-color": "white",
              "--swiper-pagination-bullet-inactive-color": "white",
              "& .swiper": { paddingBottom: "3rem", paddingInline: "2.5rem" },
            }}
          >
            <Swiper
              modules={[Navigation, Pagination]}
              navigation
              pagination={{ clickable: true }}
              slidesPerView={CAROUSEL.slidesPerView}
              spaceBetween={CAROUSEL.spaceBetween}
              speed={CAROUSEL.speed}
              breakpoints={CAROUSEL.breakpoints}
              a11y={{ enabled: true }}
            >
              {reviews.map((review) => (
                <SwiperSlide key={review.id}>
                  <ReviewCard review={review} />
                </SwiperSlide>
              ))}
            </Swiper>
          </Box>
        )}
      </Container>
    </Box>
  );
}
