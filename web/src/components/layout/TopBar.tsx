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
  /** Called when one of its links or buttons navigates (the phone menu closes). */
  onNavigate?: () => void;
}

/**
 * The sign-in area of the top bar (Login, or the signed-in user): a feature of its own, handed to
 * the layout by the route above it (root.tsx), so that the layout imports no feature.
 */
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

/** The top bar's links; the one to `current` (path and hash) is marked as the page. */
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

/** The id of the phone menu's title, which names its drawer. */
const MENU_TITLE_ID = "mobile-menu-title";

/**
 * The phone menu's drawer content (in the HTML menu and in MobileMenu): its title, then the links
 * and the sign-in area, which are the nav's children (MobileMenu slides them in one by one).
 */
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
 * The phone menu as HTML alone, for the page before its scripts run (or in a browser that runs
 * none): a <details> disclosure whose <summary> is the menu button, and its content the drawer,
 * shown and slid in by CSS. The summary then turns into the drawer's close button, and a tap
 * beside the drawer (on the summary's backdrop) closes it too. Once the page has hydrated, a menu
 * opened this way keeps working (its links close it, Escape closes it) until it closes; then the
 * top bar's button and its modal drawer take over.
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
  // A menu the visitor opened before the page hydrated stays open (the toggle came too early for
  // React to hear it).
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
  // The HTML-only menu, open when the page hydrated, stays until it closes.
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
