/**
 * The start-up script. It loads the app in stages and runs each in a task of its own, so the
 * browser can paint, scroll and answer taps between them instead of being blocked for the whole
 * start-up at once: React, then the UI library, then its style system, then the app (which
 * hydrates the pre-rendered page). It starts once the pre-rendered page has painted, and then
 * preloads all stages at once, so no stage waits for the network on its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted the pre-rendered page: start-up work queued before that
 * frame would hold the first paint back. Background tabs get no frames, so a timer stands in.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });

async function boot(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  await afterFirstPaint();
  // A pre-rendered page's start-up chunks (web/scripts/prerender.ts), fetched in parallel now.
  const preloads = document.getElementById("preload-after-paint");
  if (preloads instanceof HTMLTemplateElement)
    document.head.append(preloads.content.cloneNode(true));
  await import("react-dom/client");
  await nextTask();
  const { siteSystem } = await import("./app/theme");
  await nextTask();
  siteSystem();
  await nextTask();
  const { start } = await import("./app/start");
  start(root);
}

void boot();
