/**
 * The signed-in user's role, from the ID token's `admin` claim. When the server changes the role it
 * moves users/{uid}.claimsUpdatedAt; this provider watches that document and refreshes the token,
 * so an open dashboard switches menus without signing out.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { doc, onSnapshot } from "firebase/firestore";
import { useFirestore } from "reactfire";
import { toaster } from "@/components/ui/toaster";
import { readUser } from "@shared/documents";
import { useFirebaseUser } from "./api";

export interface Claims {
  status: "loading" | "ready";
  isAdmin: boolean;
}

const ClaimsContext = createContext<Claims>({ status: "loading", isAdmin: false });

export function ClaimsProvider({ children }: { children: ReactNode }) {
  const firestore = useFirestore();
  const user = useFirebaseUser() ?? null;
  // The role last read from the token, and whose token it was.
  const [role, setRole] = useState<{ uid: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!user) return undefined;
    let active = true;
    let issuedAt = 0;
    const read = async (force: boolean) => {
      try {
        const token = await user.getIdTokenResult(force);
        issuedAt = Date.parse(token.issuedAtTime);
        if (active) setRole({ uid: user.uid, isAdmin: token.claims.admin === true });
      } catch {
        // A revoked session cannot be refreshed: the SDK signs the user out.
        if (active && force) {
          toaster.create({
            type: "info",
            title: "Your role has changed",
            description: "Please sign in again to continue.",
          });
        }
      }
    };
    let unsubscribe: (() => void) | undefined;
    void read(false).then(() => {
      if (!active) return;
      unsubscribe = onSnapshot(
        doc(firestore, "users", user.uid),
        (snapshot) => {
          const changedAt = snapshot.exists()
            ? readUser(snapshot.id, snapshot.data()).claimsUpdatedAt
            : null;
          // Token times have second precision; refresh when the role changed after it was issued.
          if (changedAt && changedAt.getTime() > issuedAt + 999) void read(true);
        },
        () => undefined,
      );
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [firestore, user]);

  const claims: Claims = !user
    ? { status: "ready", isAdmin: false }
    : role?.uid === user.uid
      ? { status: "ready", isAdmin: role.isAdmin }
      : { status: "loading", isAdmin: false };
  return <ClaimsContext.Provider value={claims}>{children}</ClaimsContext.Provider>;
}

export function useClaims(): Claims {
  return useContext(ClaimsContext);
}
