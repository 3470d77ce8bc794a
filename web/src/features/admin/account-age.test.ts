import { describe, expect, it } from "vitest";
import { accountAge } from "./account-age";

const now = Date.UTC(2026, 10, 26, 12);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("accountAge", () => {
  it.each([
    [ago(10_000), "created just now"],
    [ago(60_000), "created 1 minute ago"],
    [ago(5 * 60_000), "created 5 minutes ago"],
    [ago(3 * 3_600_000), "created 3 hours ago"],
    [ago(86_400_000), "created 1 day ago"],
    [ago(45 * 86_400_000), "created 45 days ago"],
    [ago(200 * 86_400_000), "created 6 months ago"],
    [ago(800 * 86_400_000), "created 2 years ago"],
    ["", "created at an unknown time"],
  ])("%s is %s", (createdAt, words) => {
    expect(accountAge(createdAt, now)).toBe(words);
  });
});
