import { lazy, Suspense } from "react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Live } from "@/lib/static-then-live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { Review } from "../api";
import { ReviewsPreview } from "./ReviewCard";
import styles from "./Reviews.module.css";

const LiveReviews = lazy(() => import("../live"));
// The carousel (Swiper) loads when the visitor scrolls near it; the HTML has the first reviews
// without it.
const ReviewsCarousel = lazy(() =>
  import("./ReviewsCarousel").then((m) => ({ default: m.ReviewsCarousel })),
);

export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section
      ref={ref}
      id="reviews"
      className={`section ${styles.section}`}
      aria-labelledby="reviews-heading"
    >
      <div className={`container ${styles.narrow}`}>
        <SectionHeading eyebrow="Testimonials" title="User reviews" light />
        <p id="reviews-heading" className="sr-only">
          User reviews
        </p>
        <Live initial={reviews} live={LiveReviews} active={near}>
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
      </div>
    </section>
  );
}
