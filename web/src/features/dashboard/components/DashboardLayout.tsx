import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { animate } from "framer-motion/dom/mini";
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { ChakraScope } from "@/components/ui/ChakraScope";
import { MenuIcon } from "@/components/ui/MenuIcon";
import { HOME_LABEL, Logo } from "@/components/layout/Logo";
import { ScrollToHash } from "@/components/layout/ScrollToHash";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useAuthActions, useCurrentUser } from "@/features/auth/api";
import { ClaimsProvider, useClaims } from "@/features/auth/claims";
import { RequireAuth } from "@/features/auth/components/RequireAuth";
import { VerifyEmailNotice } from "@/features/auth/components/VerifyEmailNotice";
import { FirestoreScope } from "@/lib/firebase/scope";
import { MOTION_DURATION, play, prefersReducedMotion } from "@/lib/motion";
import { RequireAdmin, type PageHandle } from "./RequireAdmin";
import { UNREAD_CAP, useUnreadCount } from "@/features/messages/api";
import { PENDING_CAP, usePendingReviewCount } from "@/features/reviews/api";

const CUSTOMER_MENU = [
  { label: "My Orders", to: paths.myOrders },
  { label: "Make Payment", to: paths.makePayment },
  { label: "Add Review", to: paths.addReview },
  { label: "My Account", to: paths.account },
] as const;

const ADMIN_MENU = [
  { label: "Make Admin", to: paths.makeAdmin },
  { label: "Manage Orders", to: paths.manageOrders },
  { label: "Manage Services", to: paths.manageServices },
  { label: "Add Services", to: paths.addServices },
  { label: "Manage Reviews", to: paths.manageReviews },
  { label: "Messages", to: paths.messages },
  { label: "Manage Team", to: paths.manageTeam },
] as const;

/** A count beside a menu item ("99+" past `cap`), named for screen readers ("3 unread"). */
function CountBadge({ count, cap, what }: { count: number | null; cap: number; what: string }) {
  if (!count) return null;
  const shown = count > cap ? `${cap}+` : String(count);
  return (
    <Badge
      ml="2"
      colorPalette="accent"
      variant="solid"
      borderRadius="full"
      aria-label={`${shown} ${what}`}
    >
      {shown}
    </Badge>
  );
}

/** The unread count beside "Messages" (admins only: the query needs the role). */
function UnreadBadge() {
  return <CountBadge count={useUnreadCount()} cap={UNREAD_CAP} what="unread" />;
}

/** The number of reviews awaiting approval beside "Manage Reviews" (admins only). */
function PendingReviewsBadge() {
  return <CountBadge count={usePendingReviewCount()} cap={PENDING_CAP} what="awaiting approval" />;
}

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const claims = useClaims();
  const { logOut } = useAuthActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = claims.isAdmin ? ADMIN_MENU : CUSTOMER_MENU;
  const linkStyle = (active: boolean) => ({
    display: "block",
    px: "4",
    py: "2.5",
    borderRadius: "md",
    color: active ? "white" : "brand.100",
    bg: active ? "whiteAlpha.200" : "transparent",
    fontWeight: active ? "semibold" : "medium",
    _hover: { bg: "whiteAlpha.100", color: "white", textDecoration: "none" },
  });
  return (
    <Stack
      as="nav"
      aria-label="Dashboard"
      gap="1"
      data-menu={claims.isAdmin ? "admin" : "customer"}
    >
      <Link asChild {...linkStyle(false)} onClick={onNavigate}>
        <RouterLink to={paths.home}>Home</RouterLink>
      </Link>
      {claims.status === "loading"
        ? null
        : items.map((item) => (
            <Link
              key={item.to}
              asChild
              {...linkStyle(pathname === item.to)}
              aria-current={pathname === item.to ? "page" : undefined}
              onClick={onNavigate}
            >
              <RouterLink to={item.to}>
                {item.label}
                {item.to === paths.messages ? <UnreadBadge /> : null}
                {item.to === paths.manageReviews ? <PendingReviewsBadge /> : null}
              </RouterLink>
            </Link>
          ))}
      <Button
        mt="4"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.500"
        _hover={{ bg: "whiteAlpha.200" }}
        justifyContent="start"
        onClick={() => {
          onNavigate?.();
          void logOut().then(() => navigate(paths.home));
        }}
      >
        LogOut
      </Button>
    </Stack>
  );
}

function DashboardFrame() {
  const [open, setOpen] = useState(false);
  const { user } = useCurrentUser();
  const claims = useClaims();
  return (
    <Flex minH="100vh" bg="gray.50">
      <ScrollToHash />
      <Box
        as="aside"
        w="64"
        flexShrink={0}
        bg="brand.900"
        color="white"
        p="5"
        display={{ base: "none", lg: "block" }}
        position="sticky"
        top="0"
        h="100vh"
      >
        <Link asChild color="white" mb="8" display="block" aria-label={HOME_LABEL}>
          <RouterLink to={paths.home}>
            <Logo />
          </RouterLink>
        </Link>
        <SideMenu />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Box as="header" bg="white" borderBottomWidth="1px" px={{ base: "4", md: "8" }} py="4">
          <Flex align="center" justify="space-between" gap="4">
            <HStack gap="3">
              <Drawer.Root
                open={open}
                onOpenChange={(event) => setOpen(event.open)}
                placement="start"
              >
                <Drawer.Trigger asChild>
                  <IconButton
                    aria-label="Open menu"
                    variant="ghost"
                    display={{ base: "inline-flex", lg: "none" }}
                  >
                    <MenuIcon />
                  </IconButton>
                </Drawer.Trigger>
                <Portal>
                  <Drawer.Backdrop />
                  <Drawer.Positioner>
                    <Drawer.Content bg="brand.900" color="white">
                      <Drawer.Header>
                        <Drawer.Title>
                          <Logo />
                        </Drawer.Title>
                      </Drawer.Header>
                      <Drawer.Body>
                        <SideMenu onNavigate={() => setOpen(false)} />
                      </Drawer.Body>
                      <Drawer.CloseTrigger asChild>
                        <CloseButton color="white" aria-label="Close menu" />
                      </Drawer.CloseTrigger>
                    </Drawer.Content>
                  </Drawer.Positioner>
                </Portal>
              </Drawer.Root>
              <Heading as="p" size="lg" color="brand.900">
                DashBoard
              </Heading>
            </HStack>
            <Text color="gray.600" fontSize="sm" textAlign="right">
              {user?.displayName || user?.email}
              {claims.isAdmin ? " · Admin" : ""}
            </Text>
          </Flex>
        </Box>
        <Box as="main" flex="1" p={{ base: "4", md: "8" }}>
          <VerifyEmailNotice />
          <Suspense fallback={<PageSpinner />}>
            <PageTransition>
              <GuardedPage />
            </PageTransition>
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}

/**
 * After a route change, the new dashboard page fades and rises into place (300 ms, opacity and
 * transform only, before its first paint). The page the dashboard opens on appears as it is (it
 * follows a spinner), and under reduced motion every page does.
 */
function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (!page.current || shown.current === pathname) return undefined;
    shown.current = pathname;
    if (prefersReducedMotion()) return undefined;
    return play(
      animate,
      page.current,
      { opacity: [0, 1], transform: ["translateY(8px)", "none"] },
      { duration: MOTION_DURATION, ease: "easeOut" },
    );
  }, [pathname]);
  return <div ref={page}>{children}</div>;
}

/** The page, behind RequireAdmin when its route module says `handle = { admin: true }`. */
function GuardedPage() {
  const matches = useMatches();
  const admin = matches.some((match) => (match.handle as PageHandle | undefined)?.admin);
  return admin ? (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  ) : (
    <Outlet />
  );
}

/**
 * The dashboard frame: a side menu for the user's role (a drawer on phones) and the page, for
 * signed-in users. It renders in the browser only (the server sends the spinner), as it needs
 * the signed-in user.
 */
export default function DashboardLayout() {
  return (
    <ChakraScope>
      <FirestoreScope>
        <RequireAuth>
          <ClaimsProvider>
            <DashboardFrame />
          </ClaimsProvider>
        </RequireAuth>
      </FirestoreScope>
    </ChakraScope>
  );
}

export const clientLoader = () => null;

export function HydrateFallback() {
  return <PageSpinner />;
}
