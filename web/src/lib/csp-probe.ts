/** The CSP test page's content (tests/e2e/csp.test.ts): a script that marks the page if it runs. */
export const INJECTED_SCRIPT = `<script>document.documentElement.dataset.injected = "ran";</script>`;
