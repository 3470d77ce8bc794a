/** The cutoff and the busy window, as both the server and the picker draw them. */
import { describe, expect, it } from "vitest";
import { beforeCutoff, cutoffOf } from "./bounds";

const at = (iso: string) => Date.parse(iso);

describe("the cutoff of a customer's changes", () => {
  const start = at("2026-03-05T10:00Z");
  const cutoff = at("2026-03-04T10:00Z"); // 24 hours before

  it("is the start minus the cutoff hours", () => {
    expect(cutoffOf(start, 24)).toBe(cutoff);
    expect(cutoffOf(start, 0)).toBe(start);
  });

  it("lets a change through until the millisecond before the cutoff, not at it", () => {
    expect(beforeCutoff(start, 24, cutoff - 1)).toBe(true);
    expect(beforeCutoff(start, 24, cutoff)).toBe(false);
    expect(beforeCutoff(start, 24, cutoff + 1)).toBe(false);
    expect(beforeCutoff(start, 0, start - 1)).toBe(true);
    expect(beforeCutoff(start, 0, start)).toBe(false);
  });
});
