import { Box } from "@chakra-ui/react";
import { Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import type { Review } from "../api";
import { CAROUSEL_FRAME, ReviewCard } from "./ReviewCard";

/** The old site's carousel settings (spec section 9). */
export const CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 50,
  speed: 300,
  breakpoints: { 200: { slidesPerView: 1 }, 768: { slidesPerView: 2 } },
} as const;

/** The newest reviews in the old site's carousel (spec section 9). */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  return (
    <Box
      {...CAROUSEL_FRAME}
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
