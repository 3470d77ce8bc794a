import { lazy, Suspense, useRef, useState } from "react";
import { Box, Container, Flex, HStack, IconButton, Link } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router";
import { anchors, paths } from "@/config/paths";
import { MenuIcon } from "@/components/ui/MenuIcon";
import { ClientOnly } from "@/lib/client-only";
import { HOME_LABEL, Logo } from "./Logo";

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
  return <Box minW="24" minH="8" aria-hidden="true" />;
}

const LazyAuthArea = lazy(() => import("./AuthArea").then((m) => ({ default: m.AuthArea })));

/** The sign-in state needs Firebase Auth, which loads after the page is interactive. */
function AuthArea(props: AuthAreaProps) {
  return (
    <ClientOnly fallback={<AuthAreaPlaceholder {...props} />}>
      <LazyAuthArea {...props} />
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
    <Box
      as="header"
      bg="brand.900"
      color="white"
      position="sticky"
      top="0"
      zIndex="sticky"
      boxShadow="sm"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="6">
          <Link asChild color="white" _hover={{ textDecoration: "none" }} aria-label={HOME_LABEL}>
            <RouterLink to={paths.home}>
              <Logo />
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: "none", lg: "flex" }}>
            {NAV_LINKS.map((link) => (
              <Link
                key={link.to}
                asChild
                color={current === link.to ? "white" : "brand.100"}
                fontWeight="medium"
                _hover={{ color: "white" }}
                aria-current={current === link.to ? "page" : undefined}
              >
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </HStack>
          <Box display={{ base: "none", lg: "block" }}>
            <AuthArea />
          </Box>
          <IconButton
            ref={menuButton}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            variant="ghost"
            color="white"
            _hover={{ bg: "whiteAlpha.200" }}
            display={{ base: "inline-flex", lg: "none" }}
            onClick={() => setOpen(true)}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
          >
            <MenuIcon />
          </IconButton>
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
        </Flex>
      </Container>
    </Box>
  );
}
