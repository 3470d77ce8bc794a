import { StarRating } from "@/components/ui/StarRating";
import type { Review } from "../api";
import styles from "./Reviews.module.css";

const DEFAULT_AVATAR = "/images/avatar-default.svg";

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={review.image || DEFAULT_AVATAR}
        alt={`Photo of ${review.name}`}
        width="64"
        height="64"
        loading="lazy"
        // A photo the Content-Security-Policy does not allow (or a dead link): the default avatar.
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR))
            event.currentTarget.src = DEFAULT_AVATAR;
        }}
      />
      <p className={styles.name}>{review.name}</p>
      <p className={styles.text}>{review.review}</p>
      <StarRating value={review.ratings} />
    </article>
  );
}

/**
 * The reviews laid out as the carousel starts (one per view on phones, two from 768 px, the rest
 * beyond the edge), in the server's HTML and until the carousel's code has loaded.
 */
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
