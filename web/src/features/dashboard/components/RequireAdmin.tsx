import { useState, type ReactNode } from "react";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api";
import { useClaims } from "@/features/auth/claims";
import { Redirect, ToLogin } from "@/features/auth/components/RequireAuth";

/** What a dashboard route module may export as `handle`: `admin` puts it behind RequireAdmin. */
export type PageHandle = { admin?: boolean };

/** Only what is shown: the server enforces the role. An admin who loses it goes to the dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useCurrentUser();
  const claims = useClaims();
  const [shownTo, setShownTo] = useState<string | null>(null);
  if (status === "loading" || (user && claims.status === "loading")) {
    return <PageSpinner label="Checking your access" />;
  }
  if (!user || !claims.isAdmin) {
    return user && shownTo === user.uid ? <Redirect to={paths.dashboard} /> : <ToLogin />;
  }
  if (shownTo !== user.uid) setShownTo(user.uid);
  return children;
}
