import { Link as RouterLink } from "react-router-dom";
import { anchors, paths } from "@/config/paths";
import styles from "./Marketing.module.css";

export function Banner() {
  return (
    <section className={styles.banner} aria-labelledby="banner-heading">
      <div className="container">
        <div className={styles.bannerText}>
          <p className="eyebrow eyebrow-light">Digital marketing agency</p>
          <h1 id="banner-heading" className={styles.headline}>
            We grow brands that customers find, trust and choose
          </h1>
          <p className={styles.lead}>
            Search engine optimization, web design, ad campaigns and social media management from
            one team that measures everything it does.
          </p>
          <div className={styles.actions}>
            <RouterLink to={paths.services} className="btn btn-lg btn-accent">
              Services
            </RouterLink>
            <RouterLink to={anchors.contactUs} className="btn btn-lg btn-outline-light">
              Get in touch
            </RouterLink>
          </div>
        </div>
      </div>
    </section>
  );
}
