import { A11y, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import type { Review } from "../api";
import { ReviewCard } from "./ReviewCard";
import styles from "./Reviews.module.css";

/** The newest reviews in the old site's carousel and its settings (spec section 9). */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  return (
    <div className={`${styles.frame} ${styles.carousel}`}>
      <Swiper
        modules={[A11y, Navigation, Pagination]}
        navigation
        pagination={{ clickable: true }}
        slidesPerView={3}
        spaceBetween={50}
        speed={300}
        breakpoints={{ 200: { slidesPerView: 1 }, 768: { slidesPerView: 2 } }}
        // Arrows and bullets become named, focusable buttons; slides are announced as "n / total".
        a11y={{
          prevSlideMessage: "Previous reviews",
          nextSlideMessage: "Next reviews",
          paginationBulletMessage: "Go to review {{index}}",
          containerMessage: "The newest reviews",
        }}
      >
        {reviews.map((review) => (
          <SwiperSlide key={review.id}>
            <ReviewCard review={review} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
