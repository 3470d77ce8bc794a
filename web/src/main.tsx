/**
 * The start-up script. It loads the app in stages and runs each in a task of its own, so the
 * browser can paint, scroll and answer taps between them instead of being blocked for the whole
 * start-up at once: React, then the UI library, then its style system, then the app (which
 * hydrates the pre-rendered page). All stages are preloaded, so no stage waits for the network
 * on its own: by the app shell's <head>, or, on a pre-rendered page, by the loader that starts
 * this script once the page has painted (web/scripts/prerender.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
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
