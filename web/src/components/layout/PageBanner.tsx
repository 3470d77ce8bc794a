import styles from "./PageBanner.module.css";

/** The dark-blue banner at the top of an inner page: an optional eyebrow, the title, a line of text. */
export function PageBanner({
  eyebrow,
  title,
  text,
}: {
  eyebrow?: string;
  title: string;
  text: string;
}) {
  return (
    <div className={styles.banner}>
      <div className="container">
        {eyebrow ? <p className={`eyebrow eyebrow-light ${styles.eyebrow}`}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
      </div>
    </div>
  );
}
