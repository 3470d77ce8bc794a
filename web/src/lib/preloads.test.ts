import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./preloads";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves everything else alone", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<p>rel="modulepreload"</p><link rel="modulepreload" href="/assets/b.js" crossorigin=""/>';
    expect(lowPriorityModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<p>rel="modulepreload"</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" crossorigin=""/>',
    );
  });

  it("keeps a priority that is already set", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js"/>';
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
