import type { ReactNode } from "react";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { useCurrentUser } from "@/features/auth/api";
import { useClaims } from "@/features/auth/claims";
import { ToLogin } from "@/features/auth/components/RequireAuth";

/** What a dashboard route module may export as `handle`. */
export interface PageHandle {
  /** The page is for admins: the dashboard shows it behind RequireAdmin. */
  admin?: boolean;
}

/**
 * Admin guard (spec section 2): a spinner while the sign-in state and role load; a user without an
 * email and the admin claim is sent to /login, remembering the page. The server (rules and
 * functions) enforces the role; this only decides what is shown.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useCurrentUser();
  const claims = useClaims();
  if (status === "loading" || (user && claims.status === "loading")) {
    return <PageSpinner label="Checking your access" />;
  }
  if (!user || !claims.isAdmin) {
    return <ToLogin />;
  }
  return children;
}
