import { lazy, useSyncExternalStore } from "react";
import type { HeaderAuthProps } from "@/components/layout/TopBar";
import { ClientOnly } from "@/lib/client-only";
import { maybeSignedIn, subscribeSignedInHint } from "../signed-in-hint";
import { HeaderAuthPlaceholder, LoginLink } from "./LoginLink";

const LazyAuthArea = lazy(() => import("./AuthArea").then((m) => ({ default: m.AuthArea })));

/**
 * The sign-in state needs Firebase Auth, which loads after the page is interactive, and only in
 * a browser where it may have a user (../signed-in-hint.ts): a first-time visitor gets the Login
 * link without it.
 */
function SignInState(props: HeaderAuthProps) {
  const maybe = useSyncExternalStore(
    subscribeSignedInHint,
    () => maybeSignedIn(),
    () => true,
  );
  return maybe ? <LazyAuthArea {...props} /> : <LoginLink {...props} />;
}

/**
 * The top bar's sign-in area (the public layout's `auth` slot, given by the root route): a
 * placeholder on the server and until the page has hydrated, then Login or the signed-in user.
 */
export function HeaderAuth(props: HeaderAuthProps) {
  return (
    <ClientOnly fallback={<HeaderAuthPlaceholder />}>
      <SignInState {...props} />
    </ClientOnly>
  );
}
