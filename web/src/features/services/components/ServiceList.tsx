import { Link as RouterLink } from "react-router-dom";
import { Picture } from "@/components/ui/Picture";
import { Reveal } from "@/components/ui/Reveal";
import { paths } from "@/config/paths";
import { SERVICE_LIST_PICTURE } from "@/config/picture-sizes";
import type { Service } from "../api";
import styles from "./ServiceList.module.css";

export const serviceListPage = `container ${styles.page}`;

export function ServiceList({ services }: { services: Service[] }) {
  if (services.length === 0) {
    return <p className={styles.empty}>No services are listed yet. Please check back soon.</p>;
  }
  return (
    <div className={styles.list}>
      {services.map((service, index) => (
        <Reveal key={service.id}>
          <article className={index % 2 === 0 ? styles.row : `${styles.row} ${styles.reversed}`}>
            <Picture
              {...SERVICE_LIST_PICTURE}
              className={styles.image}
              value={service.img}
              alt=""
              // The first picture is the page's LCP; the second starts in the first viewport on
              // tablets and desktops, just below it on phones.
              load={index === 0 ? "priority" : index === 1 ? "eager" : "lazy"}
            />
            <div className={styles.text}>
              <h2 className="title">{service.name}</h2>
              <p className="lead">{service.des}</p>
              <RouterLink to={paths.serviceDetail(service.id)} className="btn btn-brand">
                Learn More
                <span className="sr-only">{` about ${service.name}`}</span>
              </RouterLink>
            </div>
          </article>
        </Reveal>
      ))}
    </div>
  );
}
