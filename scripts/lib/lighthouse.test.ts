import { describe, expect, it } from "vitest";
import { cpuMultiplier, failingAudits, withoutScripts, type Report } from "./lighthouse.ts";

describe("failingAudits", () => {
  it("names the weighted audits of a category that scored below 1", () => {
    const report: Report = {
      categories: {
        "best-practices": {
          score: 0.96,
          auditRefs: [
            { id: "image-size-responsive", weight: 1 },
            { id: "errors-in-console", weight: 1 },
            { id: "inspector-issues", weight: 0 },
          ],
        },
      },
      audits: {
        "image-size-responsive": { score: 0, title: "Serves images with low resolution" },
        "errors-in-console": { score: 1, title: "No browser errors logged to the console" },
        "inspector-issues": { score: 0, title: "Issues were logged (not scored)" },
      },
    };
    expect(failingAudits(report, "best-practices")).toEqual([
      "image-size-responsive: Serves images with low resolution",
    ]);
    expect(failingAudits(report, "seo")).toEqual([]);
  });

  it("names the elements a failing audit points at, at most three", () => {
    const node = (selector: string) => ({
      node: {
        selector,
        explanation: "Fix any of the following:\n  Element has insufficient color contrast of 3.2",
      },
    });
    const report: Report = {
      categories: {
        accessibility: { score: 0.96, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      },
      audits: {
        "color-contrast": {
          score: 0,
          title: "Background and foreground colors do not have a sufficient contrast ratio.",
          details: {
            items: [node("a.one"), node("p.two"), { node: {} }, node("b.three"), node("i.four")],
          },
        },
      },
    };
    const why = "(Fix any of the following: Element has insufficient color contrast of 3.2)";
    expect(failingAudits(report, "accessibility")).toEqual([
      "color-contrast: Background and foreground colors do not have a sufficient contrast ratio. " +
        `[a.one ${why}; p.two ${why}; b.three ${why}]`,
    ]);
  });
});

describe("withoutScripts", () => {
  it("takes out every script and module preload, and nothing else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/s.css">' +
      '<script type="module">import("/assets/a.js")</script></head><body><img src="/media/x">' +
      "<script>window.__data = {}</script></body>";
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"></head><body><img src="/media/x"></body>',
    );
  });
});

describe("cpuMultiplier", () => {
  it("follows the throttling calculator's line through 150 = 1x, 800 = 2x, 1300 = 3x, 1533 = 4x", () => {
    expect(cpuMultiplier(1533)).toBe(4);
    expect(cpuMultiplier(1766)).toBe(5);
    expect(cpuMultiplier(2000)).toBe(6);
    expect(cpuMultiplier(1300)).toBe(3);
    expect(cpuMultiplier(1250)).toBe(2.9);
    expect(cpuMultiplier(1050)).toBe(2.5);
    expect(cpuMultiplier(800)).toBe(2);
    expect(cpuMultiplier(475)).toBe(1.5);
    expect(cpuMultiplier(150)).toBe(1);
    expect(cpuMultiplier(3735)).toBe(13.5);
  });

  it("asks no slowdown of a host slower than the reference phone, and refuses no measure", () => {
    expect(cpuMultiplier(100)).toBe(1);
    expect(() => cpuMultiplier(Number.NaN)).toThrow(RangeError);
    expect(() => cpuMultiplier(0)).toThrow(RangeError);
  });
});
