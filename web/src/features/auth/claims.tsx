/**
 * The signed-in user's role, by the rules' test: the ID token's `admin` claim AND the
 * server-written mirror users/{uid}.admin. This provider watches that document: the mirror's
 * flag applies at once, and when the server moves claimsUpdatedAt (after it changed the claim) it
 * refreshes the token. So an open dashboard switches menus both ways, on a grant and on a
 * revocation, without signing out or reloading (ADR 002).
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
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

/** One user's flag, from the token's claim or from the mirror. */
interface Flag {
  uid: string;
  admin: boolean;
}

export function ClaimsProvider({ children }: { children: ReactNode }) {
  const firestore = useFirestore();
  const user = useFirebaseUser() ?? null;
  const [claim, setClaim] = useState<Flag | null>(null);
  const [mirror, setMirror] = useState<Flag | null>(null);

  useEffect(() => {
    if (!user) return undefined;
    let active = true;
    // When the current token was issued (whole seconds), and the last claimsUpdatedAt seen.
    let issuedAt = 0;
    let seenChange: number | null = null;
    const read = async (force: boolean) => {
      try {
        const token = await user.getIdTokenResult(force);
        issuedAt = Date.parse(token.issuedAtTime);
        if (active) setClaim({ uid: user.uid, admin: token.claims.admin === true });
      } catch {
        // Offline, or the account was disabled or deleted (the SDK then signs out). Without a
        // token that says so, the dashboard shows the customer menu; the server decides anyway.
        if (active && !force) setClaim({ uid: user.uid, admin: false });
      }
    };
    let unsubscribe: (() => void) | undefined;
    void read(false).then(() => {
      if (!active) return;
      unsubscribe = onSnapshot(
        doc(firestore, "users", user.uid),
        (snapshot) => {
          const profile = snapshot.exists() ? readUser(snapshot.id, snapshot.data()) : null;
          setMirror({ uid: user.uid, admin: profile?.admin ?? false });
          const changedAt = profile?.claimsUpdatedAt?.getTime() ?? null;
          // A change in or after the second the token was issued may be newer than the token.
          if (changedAt !== null && changedAt !== seenChange && changedAt >= issuedAt) {
            void read(true);
          }
          seenChange = changedAt;
        },
        () => {
          if (active) setMirror({ uid: user.uid, admin: false });
        },
      );
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [firestore, user]);

  const ready = user !== null && claim?.uid === user.uid && mirror?.uid === user.uid;
  const claims: Claims = !user
    ? { status: "ready", isAdmin: false }
    : ready
      ? { status: "ready", isAdmin: claim.admin && mirror.admin }
      : { status: "loading", isAdmin: false };

  // Say so when the role changes while the dashboard is open.
  const last = useRef<Flag | null>(null);
  useEffect(() => {
    if (!user || claims.status !== "ready") return;
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
