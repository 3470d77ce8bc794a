import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { anchors, paths } from "@/config/paths";
import styles from "./TopBar.module.css";

const NAV_LINKS = [
  { label: "Home", to: paths.homeAlias },
  { label: "Services", to: paths.services },
  { label: "Insights", to: paths.insights },
  { label: "About", to: anchors.aboutUs },
  { label: "Team", to: anchors.team },
  { label: "Reviews", to: anchors.reviews },
  { label: "Contact", to: anchors.contactUs },
] as const;

/** The top bar's links; the one to `current` (path and hash) is marked as the page. */
export function NavLinks({
  className,
  current,
  onNavigate,
}: {
  className: string | undefined;
  current?: string;
  onNavigate?: () => void;
}) {
  return NAV_LINKS.map((link) => (
    <RouterLink
      key={link.to}
      to={link.to}
      className={className}
      aria-current={current === link.to ? "page" : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </RouterLink>
  ));
}

/** The id of the phone menu's title, which names its drawer. */
export const MENU_TITLE_ID = "mobile-menu-title";

/**
 * The phone menu's drawer content: its title, then the links and the sign-in area, which are the
 * nav's children (MobileMenu slides them in one after another).
 */
export function MenuPanel({
  closeButton,
  auth,
  onNavigate,
}: {
  closeButton?: ReactNode;
  auth: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <div className={styles.drawerBody}>
      <div className={styles.drawerHeader}>
        <h2 id={MENU_TITLE_ID} className={styles.drawerTitle}>
          Menu
        </h2>
        {closeButton}
      </div>
      <nav aria-label="Main" className={styles.drawerNav}>
        <NavLinks className={styles.drawerLink} onNavigate={onNavigate} />
        <div className={styles.drawerAuth}>{auth}</div>
      </nav>
    </div>
  );
}
