import styles from "./Reviews.module.css";

/** The band of the reviews section's colour it reveals over, which also clips its rise. */
export const reviewsBand = styles.band;
