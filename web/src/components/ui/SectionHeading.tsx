import { Reveal } from "./Reveal";
import styles from "./SectionHeading.module.css";

/** A section's heading; `label`: the hidden text that names the section (aria-labelledby). */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  light = false,
  reveal = false,
  label,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  light?: boolean;
  reveal?: boolean;
  label?: { id: string; text: string; as?: "p" | "h3" };
}) {
  const heading = (
    <div className={light ? `${styles.heading} ${styles.light}` : styles.heading}>
      {eyebrow ? <p className={light ? "eyebrow eyebrow-light" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 className={`title ${styles.title}`}>{title}</h2>
      {intro ? <p className={`lead ${styles.intro}`}>{intro}</p> : null}
    </div>
  );
  const Label = label?.as ?? "p";
  return (
    <>
      {reveal ? <Reveal>{heading}</Reveal> : heading}
      {label ? (
        <Label id={label.id} className="sr-only">
          {label.text}
        </Label>
      ) : null}
    </>
  );
}
