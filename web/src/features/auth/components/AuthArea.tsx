import { Link as RouterLink } from "react-router-dom";
import type { HeaderAuthProps } from "@/components/layout/TopBar";
import { paths } from "@/config/paths";
import { useCurrentUser, useLogOut } from "../api";
import { HeaderAuthPlaceholder, LoginLink } from "./LoginLink";
import styles from "./HeaderAuth.module.css";

/** The top bar's sign-in area once Firebase Auth has loaded: Login, or Dashboard and LogOut. */
export function AuthArea({ stacked, onNavigate }: HeaderAuthProps) {
  const { status, user } = useCurrentUser();
  const logOut = useLogOut(onNavigate);
  if (status === "loading") return <HeaderAuthPlaceholder />;
  if (!user) return <LoginLink onNavigate={onNavigate} />;
  return (
    <div className={stacked ? `${styles.signedIn} ${styles.stacked}` : styles.signedIn}>
      <RouterLink
        to={paths.dashboard}
        className={`link ${styles.dashboardLink}`}
        onClick={onNavigate}
      >
        Dashboard
      </RouterLink>
      <span className={styles.greeting} data-testid="greeting">
        Hello, {user.displayName || user.email}
      </span>
      <button type="button" className="btn btn-sm btn-outline-light" onClick={logOut}>
        LogOut
      </button>
    </div>
  );
}
