import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { anchors, paths } from "@/config/paths";
import { MenuIcon } from "@/components/ui/MenuIcon";
import { maybeSignedIn, subscribeSignedInHint } from "@/features/auth/signed-in-hint";
import { ClientOnly } from "@/lib/client-only";
import { HOME_LABEL, Logo } from "./Logo";
import styles from "./TopBar.module.css";

export const NAV_LINKS = [
  { label: "Home", to: paths.homeAlias },
  { label: "Services", to: paths.services },
  { label: "About", to: anchors.aboutUs },
  { label: "Team", to: anchors.team },
  { label: "Reviews", to: anchors.reviews },
  { label: "Contact", to: anchors.contactUs },
] as const;

export interface AuthAreaProps {
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Holds the place of the sign-in area until Firebase Auth has loaded and answered. */
export function AuthAreaPlaceholder(_props: AuthAreaProps) {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

/** What a signed-out visitor sees. */
export function LoginLink({ onNavigate }: AuthAreaProps) {
  return (
    <RouterLink to={paths.login} className="btn btn-sm btn-accent" onClick={onNavigate}>
      Login
    </RouterLink>
  );
}

const LazyAuthArea = lazy(() => import("./AuthArea").then((m) => ({ default: m.AuthArea })));

/**
 * The sign-in state needs Firebase Auth, which loads after the page is interactive, and only in
 * a browser where it may have a user (features/auth/signed-in-hint.ts): a first-time visitor
 * gets the Login link without it.
 */
function SignInState(props: AuthAreaProps) {
  const maybe = useSyncExternalStore(
    subscribeSignedInHint,
    () => maybeSignedIn(),
    () => true,
  );
  return maybe ? <LazyAuthArea {...props} /> : <LoginLink {...props} />;
}

function AuthArea(props: AuthAreaProps) {
  return (
    <ClientOnly fallback={<AuthAreaPlaceholder {...props} />}>
      <SignInState {...props} />
    </ClientOnly>
  );
}

// The phone menu (a drawer) loads on first use: most visitors never open it.
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const preloadMobileMenu = () => void loadMobileMenu();

export function TopBar() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const current = `${location.pathname}${location.hash}`;

  return (
    <header className={styles.bar}>
      <div className={`container ${styles.row}`}>
        <RouterLink to={paths.home} className={styles.home} aria-label={HOME_LABEL}>
          <Logo />
        </RouterLink>
        <nav aria-label="Main" className={styles.nav}>
          {NAV_LINKS.map((link) => (
            <RouterLink
              key={link.to}
              to={link.to}
              className={styles.navLink}
              aria-current={current === link.to ? "page" : undefined}
            >
              {link.label}
            </RouterLink>
          ))}
        </nav>
        <div className={styles.auth}>
          <AuthArea />
        </div>
        <button
          type="button"
          ref={menuButton}
          className={styles.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <MenuIcon />
        </button>
        {open ? (
          <Suspense fallback={null}>
            <MobileMenu
              links={NAV_LINKS}
              onClose={() => setOpen(false)}
              finalFocus={() => menuButton.current}
              authArea={<AuthArea stacked onNavigate={() => setOpen(false)} />}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
