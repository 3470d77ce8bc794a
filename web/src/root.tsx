/** The document around every page, and the error page for anything a route throws. */
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router-dom";
import type { PublicLayoutSlots } from "@/components/layout/PublicLayout";
import { ScriptsAfterPaint } from "@/components/layout/ScriptsAfterPaint";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { Toasts } from "@/components/ui/toast-host";
import { HeaderAuth } from "@/features/auth/components/HeaderAuth";
import { useNonce } from "@/lib/nonce";
import { markPageHydrated } from "@/lib/use-hydrated";
import { pageOrigin } from "@/lib/seo/origin";
import type { Route } from "./+types/root";
import "@/styles/base.css";
// Inlined (a data URL): the icon costs the page no request of its own.
import favicon from "../public/favicon.svg?inline";

/** The configured origin for the <head>'s absolute URLs (lib/meta.ts), never the request's host. */
export function loader() {
  return { origin: pageOrigin() };
}

/** The origin never changes. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0b1f4b" />
        <link rel="icon" type="image/svg+xml" href={favicon} />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows the site's own). React Router would give
            them the page's, which the browser keeps visible on a <link>, unlike the hydration. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <Toasts />
        <HydrationMark />
        <ScrollRestoration nonce={nonce} />
        {import.meta.env.DEV ? <Scripts nonce={nonce} /> : <ScriptsAfterPaint nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * `<html data-hydrated>` once hydrated (this effect runs after the page's): browser tests wait
 * for it, and the bench times the hydration by it (scripts/lib/observed.ts).
 */
function HydrationMark() {
  useEffect(() => {
    markPageHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** The layouts' parts that belong to features (components import no feature). */
const SLOTS: PublicLayoutSlots = { headerAuth: HeaderAuth };

export default function App() {
  return <Outlet context={SLOTS} />;
}

/** While a client-rendered page (dashboard, service detail) loads. */
export function HydrateFallback() {
  return <PageSpinner />;
}

/** The server answers 500 with this, never a blank page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: "4rem 1rem", textAlign: "center", fontFamily: "sans-serif" }}>
      <h1>Something went wrong</h1>
      <p>
        {status === 404
          ? "This page does not exist."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
