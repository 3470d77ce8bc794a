import { useState } from "react";
import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  IconButton,
  Link,
  Portal,
  Stack,
} from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { Logo } from "@/components/layout/Logo";
import { MenuIcon } from "@/components/ui/MenuIcon";
import { paths } from "@/config/paths";
import { useLogOut } from "@/features/auth/api";
import { useClaims } from "@/features/auth/claims";
import { UNREAD_CAP, useUnreadCount } from "@/features/messages/api";
import { PENDING_CAP, usePendingReviewCount } from "@/features/reviews/api";

const CUSTOMER_MENU = [
  { label: "My Orders", to: paths.myOrders },
  { label: "My Calls", to: paths.myCalls },
  { label: "Book a call", to: paths.bookCall },
  { label: "Make Payment", to: paths.makePayment },
  { label: "Add Review", to: paths.addReview },
  { label: "My Account", to: paths.account },
] as const;

const ADMIN_MENU = [
  { label: "Make Admin", to: paths.makeAdmin },
  { label: "Manage Orders", to: paths.manageOrders },
  { label: "Agenda", to: paths.agenda },
  { label: "Availability", to: paths.availability },
  { label: "Manage Services", to: paths.manageServices },
  { label: "Add Services", to: paths.addServices },
  { label: "Manage Reviews", to: paths.manageReviews },
  { label: "Messages", to: paths.messages },
  { label: "Manage Articles", to: paths.manageArticles },
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

function UnreadBadge() {
  return <CountBadge count={useUnreadCount()} cap={UNREAD_CAP} what="unread" />;
}

function PendingReviewsBadge() {
  return <CountBadge count={usePendingReviewCount()} cap={PENDING_CAP} what="awaiting approval" />;
}

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const claims = useClaims();
  const logOut = useLogOut(onNavigate);
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
        onClick={logOut}
      >
        LogOut
      </Button>
    </Stack>
  );
}

export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="start">
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
  );
}
