import { useState } from "react";
import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { anchors, paths } from "@/config/paths";
import { useAuthActions, useCurrentUser } from "@/features/auth/api";
import { MenuIcon } from "@/components/ui/MenuIcon";
import { Logo } from "./Logo";

const NAV_LINKS = [
  { label: "Home", to: paths.homeAlias },
  { label: "Services", to: paths.services },
  { label: "About", to: anchors.aboutUs },
  { label: "Team", to: anchors.team },
  { label: "Reviews", to: anchors.reviews },
  { label: "Contact", to: anchors.contactUs },
] as const;

/** Signed out: Login. Signed in: Dashboard, a greeting and LogOut. */
function AuthArea({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { status, user } = useCurrentUser();
  const { logOut } = useAuthActions();
  const navigate = useNavigate();
  if (status === "loading") return <Box minW="24" aria-hidden="true" />;
  if (!user) {
    return (
      <Button asChild colorPalette="accent" size="sm" onClick={onNavigate}>
        <RouterLink to={paths.login}>Login</RouterLink>
      </Button>
    );
  }
  return (
    <Flex
      direction={stacked ? "column" : "row"}
      gap={stacked ? "3" : "4"}
      align={stacked ? "stretch" : "center"}
    >
      <Link asChild color="white" fontWeight="semibold" onClick={onNavigate}>
        <RouterLink to={paths.dashboard}>Dashboard</RouterLink>
      </Link>
      <Text color="brand.100" fontSize="sm" data-testid="greeting">
        Hello, {user.displayName || user.email}
      </Text>
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.600"
        _hover={{ bg: "whiteAlpha.200" }}
        onClick={() => {
          onNavigate?.();
          void logOut().then(() => navigate(paths.home));
        }}
      >
        LogOut
      </Button>
    </Flex>
  );
}

export function TopBar() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const current = `${location.pathname}${location.hash}`;
  const close = () => setOpen(false);

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
          <Link asChild color="white" _hover={{ textDecoration: "none" }} aria-label="Home">
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
          <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="end">
            <Drawer.Trigger asChild>
              <IconButton
                aria-label="Open menu"
                variant="ghost"
                color="white"
                _hover={{ bg: "whiteAlpha.200" }}
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
                    <Drawer.Title>Menu</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
                      {NAV_LINKS.map((link) => (
                        <Link key={link.to} asChild color="white" onClick={close}>
                          <RouterLink to={link.to}>{link.label}</RouterLink>
                        </Link>
                      ))}
                      <Box pt="4" borderTopWidth="1px" borderColor="whiteAlpha.300">
                        <AuthArea stacked onNavigate={close} />
                      </Box>
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton color="white" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Flex>
      </Container>
    </Box>
  );
}
