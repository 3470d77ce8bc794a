import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { aboutPoints } from "@/config/site";
import styles from "./Marketing.module.css";

export function About() {
  return (
    <section id="aboutUs" className={`section ${styles.tinted}`} aria-labelledby="about-heading">
      <div className="container">
        <SectionHeading
          reveal
          eyebrow="About us"
          title="A small senior team that treats your budget like its own"
          intro="Since 2014 we have helped more than 200 businesses grow online. Every project follows the same four steps."
          label={{ id: "about-heading", text: "How we work", as: "h3" }}
        />
        <div className="card-grid">
          {aboutPoints.map((point, index) => (
            <Reveal key={point.title}>
              <div className={styles.point}>
                <span className={styles.step}>{index + 1}</span>
                <h4 className={styles.cardTitle}>{point.title}</h4>
                <p className={styles.muted}>{point.text}</p>
              </div>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
