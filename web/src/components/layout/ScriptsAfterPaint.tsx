/**
 * React Router's scripts, started once the page is on screen (ADR 012): written inside a
 * `<noscript>` that a browser running scripts reads as text, then added to the body by the
 * start-up script (lib/scripts-after-paint.ts) after the load event and the first paint.
 */
import { Scripts } from "react-router-dom";
import { START_OPTIONS, startAfterPaintScript } from "@/lib/scripts-after-paint";

export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  return (
    <>
      <noscript id={START_OPTIONS.heldId}>
        <Scripts nonce={nonce} />
      </noscript>
      {/* Hydration keeps the script the server wrote (React leaves a script's text as it is),
          so the browser's bundle does without its source. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startAfterPaintScript() : "" }}
      />
    </>
  );
}
