import styles from "./PageSpinner.module.css";

/** In static CSS; `data-page-spinner` tells lib/scripts-after-paint.ts not to wait for a paint. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className={styles.frame} role="status" aria-live="polite" data-page-spinner="">
      <span className={styles.spinner} aria-label={label} role="img" />
    </div>
  );
}
