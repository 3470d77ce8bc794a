/**
 * React Router's scripts, started once the page is on screen (ADR 012): written inside a
 * `<noscript>` that a browser running scripts reads as text, then added to the body by the
 * start-up script (lib/scripts-after-paint.ts) after the load event and the first paint.
 */
import { Scripts } from "react-router-dom";
import { START_AFTER_PAINT, START_OPTIONS } from "@/lib/scripts-after-paint";

export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  return (
    <>
      <noscript id={START_OPTIONS.heldId}>
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
    </>
  );
}
