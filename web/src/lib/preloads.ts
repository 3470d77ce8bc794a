/**
 * A server-rendered page shows its content before any script runs; its scripts only make it
 * interactive. React Router preloads every module the page needs with `<link rel="modulepreload">`,
 * which browsers fetch at high priority, ahead of the page's images, and which Lighthouse then
 * counts as render-blocking. This marks those preloads `fetchpriority="low"`: they still start at
 * once, in parallel, but the content comes first.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
