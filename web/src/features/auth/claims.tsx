/**
 * The user's role, by the rules' test: the token's `admin` claim and users/{uid}.admin (live);
 * the token is refreshed when claimsUpdatedAt passes it, so menus switch both ways (ADR 002).
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import type { User } from "firebase/auth";
import { useSigninCheck, useUser } from "reactfire";
import { userPath } from "@shared/registry";
import { toaster } from "@/components/ui/toaster";
import { useDocument } from "@/lib/firebase/hooks";

export type Claims = { status: "loading" | "ready"; isAdmin: boolean };

const ClaimsContext = createContext<Claims>({ status: "loading", isAdmin: false });

const ADMIN_CLAIM = { requiredClaims: { admin: true } };
const SIGNED_OUT: Claims = { status: "ready", isAdmin: false };

/** For signed-in users (inside RequireAuth and the Firestore scope). */
export function ClaimsProvider({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  return user ? (
    <UserClaims user={user}>{children}</UserClaims>
  ) : (
    <ClaimsContext.Provider value={SIGNED_OUT}>{children}</ClaimsContext.Provider>
  );
}

function UserClaims({ user, children }: { user: User; children: ReactNode }) {
  const check = useSigninCheck(ADMIN_CLAIM);
  const mirror = useDocument(userPath(user.uid));
  const changedAt = mirror.data?.claimsUpdatedAt?.getTime() ?? null;

  // A change in or after the second the token was issued may be newer than the token.
  useEffect(() => {
    if (changedAt === null) return;
    user
      .getIdTokenResult()
      .then((token) => {
        if (changedAt >= Date.parse(token.issuedAtTime)) return user.getIdToken(true);
        return undefined;
      })
      .catch(() => undefined);
  }, [user, changedAt]);

  const ready =
    check.status === "success" && mirror.status === "success" && check.data.user?.uid === user.uid;
  const claims: Claims = ready
    ? { status: "ready", isAdmin: check.data.hasRequiredClaims && (mirror.data?.admin ?? false) }
    : { status: "loading", isAdmin: false };

  // Say so when the role changes while the dashboard is open.
  const last = useRef<{ uid: string; admin: boolean } | null>(null);
  useEffect(() => {
    if (claims.status !== "ready") return;
    const before = last.current;
    last.current = { uid: user.uid, admin: claims.isAdmin };
    if (before?.uid !== user.uid || before.admin === claims.isAdmin) return;
    toaster.create(
      claims.isAdmin
        ? { type: "info", title: "You are now an admin" }
        : {
            type: "info",
            title: "Your admin role was removed",
            description: "You are still signed in, with the customer menu.",
          },
    );
  }, [user, claims.status, claims.isAdmin]);

  return <ClaimsContext.Provider value={claims}>{children}</ClaimsContext.Provider>;
}

export function useClaims(): Claims {
  return useContext(ClaimsContext);
}
