import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./bench-options.ts";

describe("parseBenchArgs", () => {
  it("measures everything by default, or only the part --pages, --observed or --trace names", () => {
    const none = { pagesOnly: false, observedOnly: false, traceOnly: false };
    expect(parseBenchArgs([])).toEqual(none);
    expect(parseBenchArgs(["--pages"])).toEqual({ ...none, pagesOnly: true });
    expect(parseBenchArgs(["--observed"])).toEqual({ ...none, observedOnly: true });
    expect(parseBenchArgs(["--trace"])).toEqual({ ...none, traceOnly: true });
  });

  it("refuses anything else with the usage", () => {
    expect(() => parseBenchArgs(["--page"])).toThrow(/Unknown option "--page".\nUsage:/);
    expect(() => parseBenchArgs(["--pages", "extra"])).toThrow(/Unknown option "extra"/);
    expect(() => parseBenchArgs(["--pages", "--observed"])).toThrow(/choose one/);
    expect(() => parseBenchArgs(["--trace", "--observed"])).toThrow(
      /--trace and --observed are different parts; choose one/,
    );
    expect(() => parseBenchArgs(["--trace", "--trace"])).not.toThrow();
  });
});
