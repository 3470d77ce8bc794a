import styles from "./PageSpinner.module.css";

/**
 * Shown while the sign-in state or a page's data is loading (static CSS: no style engine). Its
 * `data-page-spinner` tells the page's start-up script not to wait for a paint
 * (lib/scripts-after-paint.ts).
 */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className={styles.frame} role="status" aria-live="polite" data-page-spinner="">
      <span className={styles.spinner} aria-label={label} role="img" />
    </div>
  );
}
