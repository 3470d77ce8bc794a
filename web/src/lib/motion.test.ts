import { describe, expect, it } from "vitest";
import {
  MOTION_DURATION,
  prefersReducedMotion,
  REVEAL_KEYFRAMES,
  REVEAL_TRANSITION,
} from "./motion";

describe("motion", () => {
  it("lasts 300 ms, the spec's UI transitions (section 9)", () => {
    expect(MOTION_DURATION).toBe(0.3);
    expect(REVEAL_TRANSITION.duration).toBe(MOTION_DURATION);
  });

  it("reveals with opacity and transform only, ending as the element was rendered", () => {
    expect(Object.keys(REVEAL_KEYFRAMES).sort()).toEqual(["opacity", "transform"]);
    expect(REVEAL_KEYFRAMES.opacity.at(-1)).toBe(1);
    expect(REVEAL_KEYFRAMES.transform.at(-1)).toBe("none");
  });

  it("assumes no preference for reduced motion where there is no window (the server)", () => {
    expect(typeof window).toBe("undefined");
    expect(prefersReducedMotion()).toBe(false);
  });
});
