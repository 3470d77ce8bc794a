import { lazy } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Picture } from "@/components/ui/Picture";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { paths } from "@/config/paths";
import { TOP_SERVICE_PICTURE } from "@/config/picture-sizes";
import type { TopServiceCard } from "@/lib/content";
import { Live } from "@/lib/static-then-live";
import styles from "./Marketing.module.css";

const LiveTopServices = lazy(() => import("@/features/services/live-top"));

/** The landing's top services (the admins' picks) as the server read them, live once hydrated. */
export function TopServices({ services }: { services: TopServiceCard[] }) {
  return (
    <section className="section" aria-labelledby="top-services">
      <div className="container">
        <div id="top-services" />
        <SectionHeading
          reveal
          eyebrow="What we do"
          title="Everything your brand needs to grow online"
          intro="Four services, one team, one report. Pick what you need today and add the rest when you are ready."
        />
        <Live initial={services} live={LiveTopServices}>
          {(list) => (
            <div className="card-grid" data-testid="top-services">
              {list.map((service) => (
                <Reveal key={service.id}>
                  <article className={styles.serviceCard}>
                    <Picture
                      {...TOP_SERVICE_PICTURE}
                      className={styles.serviceImage}
                      value={service.img}
                      alt=""
                    />
                    <div className={styles.cardBody}>
                      <h3 className={styles.cardTitle}>
                        <RouterLink to={paths.services} className={styles.cardLink}>
                          {service.name}
                        </RouterLink>
                      </h3>
                      <p className={styles.muted}>{service.des}</p>
                    </div>
                  </article>
                </Reveal>
              ))}
            </div>
          )}
        </Live>
      </div>
    </section>
  );
}
