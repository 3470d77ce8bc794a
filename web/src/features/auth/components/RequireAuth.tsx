import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "../api";

/** Where a guard sent the user from, so the login page can send them back. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Signed-in guard: a spinner while the sign-in state loads; without a signed-in user (one with an
 * email), a redirect to /login that remembers the requested page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  if (status === "loading") return <PageSpinner label="Checking your sign-in" />;
  if (status === "signedOut") return <ToLogin />;
  return children;
}

/**
 * Sends the visitor to /login once, remembering the page. (React Router's <Navigate> navigates
 * again whenever its props change, and a guard re-renders while the navigation is under way.)
 */
export function ToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = useRef(location);
  useEffect(() => {
    const state: FromState = { from: from.current };
    void navigate(paths.login, { replace: true, state });
  }, [navigate]);
  return null;
}

/** The page to return to after signing in: the remembered one, or the home page. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.signUp) {
    return paths.home;
  }
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}
