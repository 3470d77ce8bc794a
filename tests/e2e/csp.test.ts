/**
 * The Content-Security-Policy in Chromium: a page whose content holds an inline script (the test
 * page /csp-probe, which puts one there as a bug that let markup past the Markdown renderer's
 * escaping would) hydrates with its own scripts, which carry the response's nonce, while the
 * browser refuses to run the injected one and reports the violation. A policy built from the
 * finished HTML (each inline script's hash) would have let it run.
 */
import { createHash } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { INJECTED_SCRIPT } from "../../web/src/lib/csp-probe.ts";
import { openPage, shoot, useBrowser } from "../support/e2e.ts";

const browser = useBrowser();

/** The injected script's text, between its tags. */
const INJECTED_BODY = INJECTED_SCRIPT.replace(/^<script>|<\/script>$/g, "");

describe("the Content-Security-Policy", () => {
  it("runs the server's own scripts and refuses a script that reached the content", async () => {
    const { context, page, errors } = await openPage(browser(), "/csp-probe");
    onTestFinished(() => context.close());

    // The injected script is in the page as the server sent it...
    const html = await page.evaluate(
      () => document.querySelector("#csp-probe")?.innerHTML ?? "(no probe)",
    );
    expect(html).toBe(INJECTED_SCRIPT);
    // ...the page's own scripts ran (it hydrated: openPage waits for that)...
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    // ...and the injected one did not.
    expect(await page.locator("html").getAttribute("data-injected")).toBeNull();
    // Chromium reports it twice (its console message, naming the script by its hash, and the
    // violation event): that script only, nothing else on the page.
    const hash = createHash("sha256").update(INJECTED_BODY).digest("base64");
    await expect
      .poll(() => [...errors].sort())
      .toEqual([
        "Content Security Policy violation: script-src-elem inline",
        expect.stringMatching(/^Executing inline script violates/),
      ]);
    expect(errors.join("\n")).toContain(`'sha256-${hash}'`);
    await shoot(page, "csp-probe", { fullPage: false });
  });

  it("lets the same script run when the policy is switched off (the probe can fail)", async () => {
    const { context, page } = await openPage(browser(), "/csp-probe", undefined, {
      bypassCSP: true,
    });
    onTestFinished(() => context.close());
    expect(await page.locator("html").getAttribute("data-injected")).toBe("ran");
  });
});
