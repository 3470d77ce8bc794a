/**
 * For tests/e2e/csp.test.ts: on the emulators, an inline script in the content (as if a bug let
 * markup through), which the browser must refuse; anywhere else, the not-found page.
 */
import { data } from "react-router-dom";
import { pageTexts } from "@/config/site";
import { useEmulators } from "@/config/env";
import { INJECTED_SCRIPT } from "@/lib/csp-probe";
import { pageMeta } from "@/lib/meta";
import NotFoundPage from "./NotFoundPage";
import type { Route } from "./+types/CspProbePage";

export function loader() {
  // Never in a deployed function.
  const probe = useEmulators && process.env.FUNCTIONS_EMULATOR === "true";
  return data({ probe }, { status: probe ? 200 : 404 });
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.notFound, noindex: true }, args);

export default function CspProbePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.probe) return <NotFoundPage />;
  return (
    <div className="container">
      <h1>Inline script probe</h1>
      <div id="csp-probe" dangerouslySetInnerHTML={{ __html: INJECTED_SCRIPT }} />
    </div>
  );
}
