import styles from "./PageBanner.module.css";

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
