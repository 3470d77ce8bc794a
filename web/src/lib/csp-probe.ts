/**
 * What the Content-Security-Policy's test page (pages/CspProbePage.tsx, tests/e2e/csp.test.ts)
 * holds in its content: an inline script that marks the document if it ever runs.
 */
export const INJECTED_SCRIPT = `<script>document.documentElement.dataset.injected = "ran";</script>`;
