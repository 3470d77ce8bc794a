import { site } from "@/config/site";
import { Logo } from "./Logo";
import styles from "./Footer.module.css";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.column}>
            <div className={styles.brand}>
              <Logo />
            </div>
            <p>{site.blurb}</p>
          </div>
          <div className={styles.column}>
            <h2 className={styles.heading}>Contact us</h2>
            <p>{site.contactPitch}</p>
          </div>
          <address className={styles.column}>
            <h2 className={styles.heading}>Visit or call</h2>
            <p>{site.address}</p>
            <p>
              Phone:{" "}
              <a className="link" href={`tel:${site.phones[0].replace(/[^+\d]/g, "")}`}>
                {site.phones[0]}
              </a>
            </p>
            <p>
              Email:{" "}
              <a className="link" href={`mailto:${site.emails[0]}`}>
                {site.emails[0]}
              </a>
            </p>
          </address>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
