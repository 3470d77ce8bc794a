import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { anchors, paths } from "@/config/paths";
import { CloseIcon, MenuIcon } from "@/components/ui/MenuIcon";
import { useHydrated } from "@/lib/use-hydrated";
import { HOME_LABEL, Logo } from "./Logo";
import styles from "./TopBar.module.css";

export interface HeaderAuthProps {
  /** In the phone menu: one item under the other. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** The top bar's sign-in area, handed down by root.tsx so that the layout imports no feature. */
export type HeaderAuthSlot = ComponentType<HeaderAuthProps>;

const NAV_LINKS = [
  { label: "Home", to: paths.homeAlias },
  { label: "Services", to: paths.services },
  { label: "Insights", to: paths.insights },
  { label: "About", to: anchors.aboutUs },
  { label: "Team", to: anchors.team },
  { label: "Reviews", to: anchors.reviews },
  { label: "Contact", to: anchors.contactUs },
] as const;

/** The link to `current` (path and hash) is marked as the page. */
function NavLinks({
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

const MENU_TITLE_ID = "mobile-menu-title";

/** The phone menu's drawer (HTML menu's and MobileMenu's, which slides the nav's children in). */
function MenuPanel({
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

// The phone menu (a drawer) loads on first use: most visitors never open it.
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const preloadMobileMenu = () => void loadMobileMenu();

/**
 * The phone menu without scripts: a <details> whose <summary> is the menu button (then the close
 * button and backdrop), the drawer shown by CSS. One opened before hydration keeps working until
 * it closes; then the modal drawer (MobileMenu) takes over.
 */
function MenuDisclosure({
  Auth,
  onOpenChange,
}: {
  Auth: HeaderAuthSlot;
  onOpenChange: (open: boolean) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  // Opened before hydration: React missed the toggle.
  useEffect(() => {
    if (details.current?.open) onOpenChange(true);
  }, [onOpenChange]);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    close();
    details.current.querySelector("summary")?.focus();
  };
  return (
    <details
      ref={details}
      className={styles.disclosure}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary className={styles.menuButton} aria-label="Open menu">
        <span className={styles.openIcon}>
          <MenuIcon />
        </span>
        <span className={styles.closeIcon}>
          <CloseIcon />
        </span>
      </summary>
      <div className={`${styles.drawer} ${styles.disclosureDrawer}`}>
        <MenuPanel auth={<Auth stacked onNavigate={close} />} onNavigate={close} />
      </div>
    </details>
  );
}

export function TopBar({ Auth }: { Auth: HeaderAuthSlot }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [disclosureOpen, setDisclosureOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setOpen(false);
  const location = useLocation();
  const current = `${location.pathname}${location.hash}`;

  return (
    <header className={styles.bar}>
      <div className={`container ${styles.row}`}>
        <RouterLink to={paths.home} className={styles.home} aria-label={HOME_LABEL}>
          <Logo />
        </RouterLink>
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks className={styles.navLink} current={current} />
        </nav>
        <div className={styles.auth}>
          <Auth />
        </div>
        {!hydrated || disclosureOpen ? (
          <MenuDisclosure Auth={Auth} onOpenChange={setDisclosureOpen} />
        ) : (
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
        )}
        {open ? (
          <Suspense fallback={null}>
            <MobileMenu
              onClose={closeMenu}
              finalFocus={() => menuButton.current}
              titleId={MENU_TITLE_ID}
            >
              <MenuPanel
                closeButton={
                  <button
                    type="button"
                    className={styles.close}
                    aria-label="Close menu"
                    onClick={closeMenu}
                  >
                    <CloseIcon />
                  </button>
                }
                auth={<Auth stacked onNavigate={closeMenu} />}
                onNavigate={closeMenu}
              />
            </MobileMenu>
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
