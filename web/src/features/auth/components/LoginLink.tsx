import { Link as RouterLink } from "react-router-dom";
import type { HeaderAuthProps } from "@/components/layout/TopBar";
import { paths } from "@/config/paths";
import styles from "./HeaderAuth.module.css";

/** Holds the place of the sign-in area until Firebase Auth has loaded and answered. */
export function HeaderAuthPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

export function LoginLink({ onNavigate }: HeaderAuthProps) {
  return (
    <RouterLink to={paths.login} className="btn btn-sm btn-accent" onClick={onNavigate}>
      Login
    </RouterLink>
  );
}
