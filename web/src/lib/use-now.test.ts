import { describe, expect, it } from "vitest";
import { nextRenewal } from "./use-now";

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

describe("nextRenewal", () => {
  it("is the next mark of the clock", () => {
    expect(nextRenewal(at("2026-11-29T10:02:30Z"), 5 * MINUTE, [])).toBe(
      at("2026-11-29T10:05:00Z"),
    );
    expect(nextRenewal(at("2026-11-29T23:59:59Z"), MINUTE, [])).toBe(at("2026-11-30T00:00:00Z"));
  });

  it("is the mark after now when now is on a mark", () => {
    expect(nextRenewal(at("2026-11-29T10:05:00Z"), 5 * MINUTE, [])).toBe(
      at("2026-11-29T10:10:00Z"),
    );
  });

  it("is the soonest instant still to come when it comes before the mark", () => {
    const now = at("2026-11-29T10:02:30Z");
    const instants = [
      at("2026-11-29T10:04:00Z"),
      at("2026-11-29T10:03:10Z"),
      at("2026-11-29T10:01:00Z"),
    ];
    expect(nextRenewal(now, 5 * MINUTE, instants)).toBe(at("2026-11-29T10:03:10Z"));
  });

  it("ignores instants past, at now, or after the mark", () => {
    const now = at("2026-11-29T10:02:30Z");
    const instants = [now, at("2026-11-29T10:00:00Z"), at("2026-11-29T10:07:00Z")];
    expect(nextRenewal(now, 5 * MINUTE, instants)).toBe(at("2026-11-29T10:05:00Z"));
  });
});
