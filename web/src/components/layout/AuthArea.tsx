import { Link as RouterLink, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { useAuthActions, useCurrentUser } from "@/features/auth/api";
import { AuthAreaPlaceholder, LoginLink, type AuthAreaProps } from "./TopBar";
import styles from "./TopBar.module.css";

/** Signed out: Login. Signed in: Dashboard, a greeting and LogOut. */
export function AuthArea({ stacked, onNavigate }: AuthAreaProps) {
  const { status, user } = useCurrentUser();
  const { logOut } = useAuthActions();
  const navigate = useNavigate();
  if (status === "loading") return <AuthAreaPlaceholder />;
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
      <button
        type="button"
        className="btn btn-sm btn-outline-light"
        onClick={() => {
          onNavigate?.();
          void logOut().then(() => navigate(paths.home));
        }}
      >
        LogOut
      </button>
    </div>
  );
}
