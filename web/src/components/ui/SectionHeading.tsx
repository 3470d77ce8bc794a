import styles from "./SectionHeading.module.css";

/** A section's eyebrow, title (h2) and introduction, centred; `light` on a dark background. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  light = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  light?: boolean;
}) {
  return (
    <div className={light ? `${styles.heading} ${styles.light}` : styles.heading}>
      {eyebrow ? <p className={light ? "eyebrow eyebrow-light" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 className={styles.title}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
