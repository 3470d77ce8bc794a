import { Link as RouterLink } from "react-router";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { paths } from "@/config/paths";
import { topServices } from "@/config/site";
import styles from "./Marketing.module.css";

export function TopServices() {
  return (
    <section className="section" aria-labelledby="top-services">
      <div className="container">
        <div id="top-services" />
        <Reveal>
          <SectionHeading
            eyebrow="What we do"
            title="Everything your brand needs to grow online"
            intro="Four services, one team, one report. Pick what you need today and add the rest when you are ready."
          />
        </Reveal>
        <div className="card-grid">
          {topServices.map((service) => (
            <Reveal key={service.title}>
              <article className={styles.serviceCard}>
                <img
                  className={styles.serviceImage}
                  src={service.img}
                  alt=""
                  width="640"
                  height="400"
                  loading="lazy"
                />
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <RouterLink to={paths.services} className={styles.cardLink}>
                      {service.title}
                    </RouterLink>
                  </h3>
                  <p className={styles.muted}>{service.text}</p>
                </div>
              </article>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
