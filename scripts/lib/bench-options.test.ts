import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./bench-options.ts";

describe("parseBenchArgs", () => {
  it("measures everything by default, only the pages with --pages, only what is observed with --observed", () => {
    expect(parseBenchArgs([])).toEqual({ pagesOnly: false, observedOnly: false });
    expect(parseBenchArgs(["--pages"])).toEqual({ pagesOnly: true, observedOnly: false });
    expect(parseBenchArgs(["--observed"])).toEqual({ pagesOnly: false, observedOnly: true });
  });

  it("refuses anything else with the usage", () => {
    expect(() => parseBenchArgs(["--page"])).toThrow(/Unknown option "--page".\nUsage:/);
    expect(() => parseBenchArgs(["--pages", "extra"])).toThrow(/Unknown option "extra"/);
    expect(() => parseBenchArgs(["--pages", "--observed"])).toThrow(/choose one/);
  });
});
