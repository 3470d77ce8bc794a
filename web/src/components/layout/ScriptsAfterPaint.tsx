/**
 * React Router's scripts, started once the page is on screen (ADR 012). The page works without
 * them (links, the menu, the contact form), so they need not compete with its styles and
 * pictures for the network, nor hold the main thread while the visitor first taps.
 *
 * The server writes React Router's own `<Scripts />` inside a `<noscript>`: a browser that runs
 * scripts reads its content as text, so nothing in it loads or runs yet (React keeps its preloads
 * there rather than in the head). The small script after it waits for the load event and the
 * first contentful paint (at most 5 s; a page the browser renders, a spinner until its scripts
 * run, paints nothing contentful and waits for the load alone), then parses that text and adds it
 * to the end of the body, where the scripts run as they would have; the hydration skips such
 * added elements. Until then it keeps what React Router's loader-data scripts (written after the
 * document) hand over, and passes it on once React Router's context script has run.
 */
import { Scripts } from "react-router-dom";
import { DEFERRED_SCRIPTS_ID, START_AFTER_PAINT } from "@/lib/scripts-after-paint";

export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  return (
    <>
      <noscript id={DEFERRED_SCRIPTS_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
    </>
  );
}
