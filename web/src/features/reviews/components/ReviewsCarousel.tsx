import { Box, Image, Stack, Text } from "@chakra-ui/react";
import { Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import { StarRating } from "@/components/ui/StarRating";
import { FirestoreScope } from "@/lib/firebase/scope";
import { useLatestReviews, type Review } from "../api";
import { CAROUSEL_MIN_HEIGHT, ReviewsSkeleton } from "./ReviewsSection";

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

function LiveCarousel() {
  const { status, reviews } = useLatestReviews();
  if (status === "loading") return <ReviewsSkeleton />;
  return (
    <Box
      minH={CAROUSEL_MIN_HEIGHT}
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
  );
}

/** The reviews carousel, live from Firestore (loaded on demand by ReviewsSection). */
export function ReviewsCarousel() {
  return (
    <FirestoreScope>
      <LiveCarousel />
    </FirestoreScope>
  );
}
