import { describe, expect, it } from "vitest";
import { isUpcomingCall, upcomingCallsOf, upcomingLimitMessage } from "./customer-limit";

const NOW = Date.parse("2026-03-03T10:00:00Z");
const call = (serviceId: string, status: string, end: string | null) => ({
  serviceId,
  status,
  end: end === null ? null : new Date(end),
});

describe("upcomingCallsOf", () => {
  it("counts the service's booked calls that have not ended", () => {
    const calls = [
      call("seo", "booked", "2026-03-04T10:00:00Z"),
      call("seo", "booked", "2026-03-03T10:00:01Z"), // under way
      call("seo", "booked", "2026-03-03T10:00:00Z"), // ended now
      call("seo", "cancelled", "2026-03-05T10:00:00Z"),
      call("seo", "done", "2026-03-05T10:00:00Z"),
      call("seo", "booked", null),
      call("ads", "booked", "2026-03-05T10:00:00Z"),
    ];
    expect(upcomingCallsOf(calls, "seo", NOW)).toBe(2);
    expect(upcomingCallsOf(calls, "ads", NOW)).toBe(1);
    expect(upcomingCallsOf(calls, "web", NOW)).toBe(0);
    expect(isUpcomingCall(call("seo", "no-show", "2026-03-05T10:00:00Z"), NOW)).toBe(false);
  });
});

describe("upcomingLimitMessage", () => {
  it("names the count and the limit", () => {
    expect(upcomingLimitMessage(2, 2)).toBe(
      "You have 2 upcoming calls for this service, the most one customer can book: move or cancel one of them to book another",
    );
    expect(upcomingLimitMessage(1, 1)).toBe(
      "You have 1 upcoming call for this service, the most one customer can book: move or cancel one of them to book another",
    );
    expect(upcomingLimitMessage(3, 2)).toBe(
      "You have 3 upcoming calls for this service, more than the 2 one customer can book: move or cancel one of them to book another",
    );
  });
});
