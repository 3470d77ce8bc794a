import { describe, expect, it } from "vitest";
import { negotiate } from "./accept";

describe("negotiate", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "jpeg", "avif"],
    ["image/webp,*/*", "jpeg", "webp"],
    ["IMAGE/WEBP", "png", "webp"],
    ["image/avif;q=0, image/webp", "jpeg", "webp"],
    ["image/avif; q=0.0, image/webp;q=0", "png", "png"],
    ["image/avif;q=0.5", "jpeg", "avif"],
    ["*/*", "jpeg", "jpeg"],
    ["image/png,image/jpeg", "png", "png"],
    [undefined, "jpeg", "jpeg"],
    ["", "png", "png"],
  ] as const)("%s (fallback %s) -> %s", (accept, fallback, expected) => {
    expect(negotiate(accept, fallback)).toBe(expected);
  });
});
