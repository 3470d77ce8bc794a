/**
 * A page for the Content-Security-Policy's browser test only (tests/e2e/csp.test.ts). On the
 * local emulators it carries an inline script in its content, as a page would if some bug let
 * markup past the Markdown renderer's escaping, so the test can show that the browser refuses to
 * run it while the page's own scripts (which carry the response's nonce) run. Anywhere else (a
 * real project, the dev server) it is the not-found page.
 */
import { data } from "react-router-dom";
import { pageTexts } from "@/config/site";
import { useEmulators } from "@/config/env";
import { INJECTED_SCRIPT } from "@/lib/csp-probe";
import { pageMeta } from "@/lib/meta";
import NotFoundPage from "./NotFoundPage";
import type { Route } from "./+types/CspProbePage";

/** Only on the Functions emulator of a demo-* project: never in a deployed function. */
function probeEnabled(): boolean {
  return useEmulators && process.env.FUNCTIONS_EMULATOR === "true";
}

export function loader() {
  const probe = probeEnabled();
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
