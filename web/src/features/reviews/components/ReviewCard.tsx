import { Picture } from "@/components/ui/Picture";
import { StarRating } from "@/components/ui/StarRating";
import { REVIEW_PHOTO_SIZES } from "@/config/picture-sizes";
import type { Review } from "../api";
import styles from "./Reviews.module.css";

export const DEFAULT_AVATAR = "/images/avatar-default.svg";
const AVATAR_SIZE = { width: 64, height: 64 };

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.card}>
      <Picture
        className={styles.photo}
        value={review.image || DEFAULT_AVATAR}
        sizes={REVIEW_PHOTO_SIZES}
        alt={`Photo of ${review.name}`}
        fallbackSize={AVATAR_SIZE}
        // A photo the Content-Security-Policy does not allow (or a dead link): the default avatar.
        // A srcset outranks src, so it goes too.
        onError={(event) => {
          const img = event.currentTarget;
          if (img.src.endsWith(DEFAULT_AVATAR)) return;
          img.removeAttribute("srcset");
          img.removeAttribute("sizes");
          img.src = DEFAULT_AVATAR;
        }}
      />
      <p className={styles.name}>{review.name}</p>
      <p className={styles.text}>{review.review}</p>
      <StarRating value={review.ratings} />
    </article>
  );
}

export function ReviewsPreview({ reviews }: { reviews: Review[] }) {
  return (
    <div className={`${styles.frame} ${styles.preview}`}>
      {reviews.map((review) => (
        <div key={review.id} className={styles.slide}>
          <ReviewCard review={review} />
        </div>
      ))}
    </div>
  );
}
