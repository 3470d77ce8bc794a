import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COUNTED_KINDS,
  limitMessage,
  nextStep,
  PER_USER_LIMITS,
  PUBLIC_QUERY_LIMIT,
  RATE_LIMITS,
  RATE_WINDOW_MS,
  retryAfterSeconds,
} from "./limits";

const RULES = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8");

/** The rules' text of `function name(...) { ... }` (their bodies hold no nested braces but maps). */
function ruleFunction(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const end = RULES.indexOf("\n    }", start);
  return RULES.slice(start, end);
}

describe("firestore.rules carry the numbers of limits.ts", () => {
  it("public lists: at most PUBLIC_QUERY_LIMIT documents", () => {
    expect(ruleFunction("isBoundedList")).toContain(
      `request.query.limit <= ${PUBLIC_QUERY_LIMIT};`,
    );
  });

  it("the hourly limit of each counted kind", () => {
    const map = /\{([^}]*)\}\.get\(kind, 0\)/.exec(ruleFunction("hourlyLimit"))?.[1] ?? "";
    const entries = Object.fromEntries(
      [...map.matchAll(/'(\w+)':\s*(\d+)/g)].map(([, kind, value]) => [kind, Number(value)]),
    );
    expect(entries).toEqual(PER_USER_LIMITS);
  });

  it("the counted kinds", () => {
    const list = /kind in \[([^\]]*)\]/.exec(ruleFunction("isCountedKind"))?.[1] ?? "";
    expect([...list.matchAll(/'(\w+)'/g)].map(([, kind]) => kind)).toEqual([...COUNTED_KINDS]);
  });

  it("a window of RATE_WINDOW_MS", () => {
    expect(ruleFunction("windowIsOver")).toContain("duration.value(1, 'h')");
    expect(RATE_WINDOW_MS).toBe(3_600_000);
  });

  it("each per-user limit is one of RATE_LIMITS", () => {
    expect(PER_USER_LIMITS).toEqual({
      orders: RATE_LIMITS.ordersPerHour,
      reviews: RATE_LIMITS.reviewsPerHour,
    });
  });
});

describe("nextStep", () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const counter = (minutesAgo: number, count: number) => ({
    windowStart: new Date(now - minutesAgo * 60_000),
    count,
  });

  it("starts a window when there is none", () => {
    expect(nextStep(null, now, 3)).toEqual({ step: "start" });
  });

  it("counts on within the window while there is room", () => {
    expect(nextStep(counter(10, 2), now, 3)).toEqual({ step: "next" });
  });

  it("refuses a full window, until it is over", () => {
    expect(nextStep(counter(45, 3), now, 3)).toEqual({
      step: "refused",
      count: 3,
      retryAfterMs: 15 * 60_000,
    });
  });

  it("starts a new window once the last one is an hour old", () => {
    expect(nextStep(counter(60, 3), now, 3)).toEqual({ step: "start" });
    expect(nextStep(counter(61, 9), now, 3)).toEqual({ step: "start" });
  });
});

describe("what the user is told", () => {
  it("names the count and says to come back later", () => {
    expect(limitMessage("orders", 10)).toBe(
      "You have booked 10 services in the last hour. Please try again later.",
    );
    expect(limitMessage("reviews", 3)).toBe(
      "You have posted 3 reviews in the last hour. Please try again later.",
    );
    expect(limitMessage("messages", 1)).toBe(
      "You have sent 1 message in the last hour. Please try again later.",
    );
  });

  it("rounds Retry-After up to whole seconds, at least one", () => {
    expect(retryAfterSeconds(1500)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
