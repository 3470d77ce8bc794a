import { describe, expect, it } from "vitest";
import { readBooking } from "../shared/scheduling/documents";
import { dueReminders } from "./booking-schedule";

const HOUR = 3_600_000;
const START = Date.UTC(2026, 2, 10, 16, 0);
const stamp = (ms: number) => ({ toDate: () => new Date(ms) });

function booking(change: Record<string, unknown> = {}) {
  return readBooking("b1", {
    start: stamp(START),
    end: stamp(START + HOUR / 2),
    status: "booked",
    createdAt: stamp(START - 7 * 24 * HOUR),
    ...change,
  });
}

describe("dueReminders", () => {
  it.each([
    ["a week before", START - 7 * 24 * HOUR, []],
    ["a minute before the 24-hour mark", START - 24 * HOUR - 60_000, []],
    ["at the 24-hour mark", START - 24 * HOUR, ["24h"]],
    ["3 hours late for the 24-hour one", START - 21 * HOUR, ["24h"]],
    ["at the 1-hour mark (the 24-hour one is no longer sent)", START - HOUR, ["1h"]],
    ["10 minutes before the call", START - 10 * 60_000, ["1h"]],
    ["when the call has started", START + 60_000, []],
  ])("%s", (_label, now, expected) => {
    expect(dueReminders(booking(), now)).toEqual(expected);
  });

  it("skips a reminder whose time was before the booking was made", () => {
    const late = booking({ createdAt: stamp(START - 3 * HOUR) });
    expect(dueReminders(late, START - 2 * HOUR)).toEqual([]);
    expect(dueReminders(late, START - HOUR)).toEqual(["1h"]);
  });

  it("sends none for a call that is not booked", () => {
    expect(dueReminders(booking({ status: "cancelled" }), START - HOUR)).toEqual([]);
    expect(dueReminders(booking({ start: null }), START - HOUR)).toEqual([]);
  });
});
