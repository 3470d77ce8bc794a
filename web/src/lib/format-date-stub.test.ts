import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-stub";

describe("formatDateTime", () => {
  it("writes day, short month, year and the 24-hour time in the given zone", () => {
    const instant = Date.UTC(2026, 11, 8, 13, 5, 42);
    expect(formatDateTime(instant, "Europe/Berlin")).toBe("8 Dec 2026, 14:05");
    expect(formatDateTime(instant, "America/New_York")).toBe("8 Dec 2026, 08:05");
    expect(formatDateTime(instant, "Asia/Tokyo")).toBe("8 Dec 2026, 22:05");
  });

  it("moves to the zone's own date across midnight", () => {
    const instant = Date.UTC(2026, 0, 1, 3, 30);
    expect(formatDateTime(instant, "America/Los_Angeles")).toBe("31 Dec 2025, 19:30");
  });
});
