import { Suspense, useLayoutEffect, useRef, type ReactNode } from "react";
import { Box, Flex, Heading, HStack, Link, Text } from "@chakra-ui/react";
import { animate } from "framer-motion/dom/mini";
import { Link as RouterLink, Outlet, useLocation, useMatches } from "react-router-dom";
import { ChakraScope } from "@/components/ui/ChakraScope";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { HOME_LABEL, Logo } from "@/components/layout/Logo";
import { ScrollToHash } from "@/components/layout/ScrollToHash";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api";
import { ClaimsProvider, useClaims } from "@/features/auth/claims";
import { RequireAuth } from "@/features/auth/components/RequireAuth";
import { VerifyEmailNotice } from "@/features/auth/components/VerifyEmailNotice";
import { FirestoreScope } from "@/lib/firebase/scope";
import { MOTION_DURATION, play, prefersReducedMotion } from "@/lib/motion";
import { MenuDrawer, SideMenu } from "./DashboardNav";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { RequireAdmin, type PageHandle } from "./RequireAdmin";

function DashboardFrame() {
  const { user } = useCurrentUser();
  const claims = useClaims();
  const { pathname } = useLocation();
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
              <MenuDrawer />
              <Heading as="p" size="lg" color="brand.900">
                DashBoard
              </Heading>
            </HStack>
            <Text color="gray.600" fontSize="sm" textAlign="right" minW="0">
              {user?.displayName || (user ? <EmailAddress address={user.email} /> : null)}
              {claims.isAdmin ? " · Admin" : ""}
            </Text>
          </Flex>
        </Box>
        <Box as="main" flex="1" p={{ base: "4", md: "8" }}>
          <VerifyEmailNotice />
          <Suspense fallback={<PageSpinner />}>
            <PageTransition>
              <PageErrorBoundary key={pathname}>
                <GuardedPage />
              </PageErrorBoundary>
            </PageTransition>
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}

/** Fades in the page after a route change; not the first page, nor under reduced motion. */
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
  const admin = useMatches().some((match) => (match.handle as PageHandle | undefined)?.admin);
  const page = <Outlet />;
  return admin ? <RequireAdmin>{page}</RequireAdmin> : page;
}

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
