import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api";
import { useClaims } from "@/features/auth/claims";
import type { FromState } from "@/features/auth/components/RequireAuth";

/**
 * Admin guard (spec section 2): a spinner while the sign-in state and role load; a user without an
 * email and the admin claim is sent to /login, remembering the page. The server (rules and
 * functions) enforces the role; this only decides what is shown.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useCurrentUser();
  const claims = useClaims();
  const location = useLocation();
  if (status === "loading" || (user && claims.status === "loading")) {
    return <PageSpinner label="Checking your access" />;
  }
  if (!user || !claims.isAdmin) {
    const state: FromState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
