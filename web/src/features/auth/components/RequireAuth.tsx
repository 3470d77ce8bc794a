import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "../api";

/** Where a guard sent the user from, so the login page can send them back. */
type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** Signed-in guard: a spinner while the state loads; else /login, remembering the page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  if (status === "loading") return <PageSpinner label="Checking your sign-in" />;
  if (status === "signedOut") return <ToLogin />;
  return children;
}

/**
 * Goes to `to` once, with `state` as first rendered (<Navigate> would navigate again as a guard
 * re-renders while the navigation is under way).
 */
export function Redirect(props: { to: string; state?: FromState }) {
  const navigate = useNavigate();
  const first = useRef(props);
  useEffect(() => {
    void navigate(first.current.to, { replace: true, state: first.current.state });
  }, [navigate]);
  return null;
}

export function ToLogin() {
  const location = useLocation();
  return <Redirect to={paths.login} state={{ from: location }} />;
}

/** After signing in: the remembered page, or the home page. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.signUp) {
    return paths.home;
  }
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}
