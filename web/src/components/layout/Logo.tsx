import { site } from "@/config/site";
import styles from "./Logo.module.css";

/** The name of a link whose content is the logo: it includes the logo's visible text. */
export const HOME_LABEL = `${site.brand}, home page`;

export function Logo({ light = true }: { light?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={light ? "#ffffff" : "#0b1f4b"} />
        <path d="M12 46 L28 20 L38 34 L44 26 L54 46 Z" fill={light ? "#0b1f4b" : "#ffffff"} />
        <circle cx="46" cy="16" r="5" fill="#ff7a45" />
      </svg>
      <span className={styles.name}>{site.brand}</span>
    </span>
  );
}
