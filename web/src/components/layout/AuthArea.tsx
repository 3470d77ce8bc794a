import { Button, Flex, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useAuthActions, useCurrentUser } from "@/features/auth/api";
import { AuthAreaPlaceholder, type AuthAreaProps } from "./TopBar";

/** Signed out: Login. Signed in: Dashboard, a greeting and LogOut. */
export function AuthArea({ stacked, onNavigate }: AuthAreaProps) {
  const { status, user } = useCurrentUser();
  const { logOut } = useAuthActions();
  const navigate = useNavigate();
  if (status === "loading") return <AuthAreaPlaceholder />;
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
