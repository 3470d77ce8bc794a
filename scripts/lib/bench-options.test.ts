import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./bench-options.ts";

describe("parseBenchArgs", () => {
  it("measures everything by default, only the pages with --pages", () => {
    expect(parseBenchArgs([])).toEqual({ pagesOnly: false });
    expect(parseBenchArgs(["--pages"])).toEqual({ pagesOnly: true });
  });

  it("refuses anything else with the usage", () => {
    expect(() => parseBenchArgs(["--page"])).toThrow(/Unknown option "--page".\nUsage:/);
    expect(() => parseBenchArgs(["--pages", "extra"])).toThrow(/Unknown option "extra"/);
  });
});
