import { lazy } from "react";
import type { HeaderAuthProps } from "@/components/layout/TopBar";
import { ClientOnly } from "@/lib/client-only";
import { useMaybeSignedIn } from "@/lib/signed-in-hint";
import { HeaderAuthPlaceholder, LoginLink } from "./LoginLink";

const LazyAuthArea = lazy(() => import("./AuthArea").then((m) => ({ default: m.AuthArea })));

/** Firebase Auth loads only where there may be a user (lib/signed-in-hint.ts). */
function SignInState(props: HeaderAuthProps) {
  return useMaybeSignedIn() ? <LazyAuthArea {...props} /> : <LoginLink {...props} />;
}

/** The top bar's sign-in area: a placeholder until hydrated, then Login or the user. */
export function HeaderAuth(props: HeaderAuthProps) {
  return (
    <ClientOnly fallback={<HeaderAuthPlaceholder />}>
      <SignInState {...props} />
    </ClientOnly>
  );
}
