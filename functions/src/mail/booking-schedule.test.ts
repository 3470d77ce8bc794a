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

  it("counts from when the call got its current time: a move skips the moments already past", () => {
    // Moved 22.5 hours before its new start: the 24-hour moment had passed, the 1-hour one not.
    const moved = booking({ scheduledAt: stamp(START - 22.5 * HOUR) });
    expect(dueReminders(moved, START - 22.5 * HOUR + 60_000)).toEqual([]);
    expect(dueReminders(moved, START - 2 * HOUR)).toEqual([]);
    expect(dueReminders(moved, START - HOUR)).toEqual(["1h"]);
    // An admin's move to 20 minutes ahead: no "starts in 1 hour".
    const late = booking({ scheduledAt: stamp(START - 20 * 60_000) });
    expect(dueReminders(late, START - 19 * 60_000)).toEqual([]);
    // A reminder due at the very moment of the move is still sent.
    const exact = booking({ scheduledAt: stamp(START - 24 * HOUR) });
    expect(dueReminders(exact, START - 24 * HOUR)).toEqual(["24h"]);
  });

  it("counts from createdAt for a call stored before calls recorded their time", () => {
    const old = booking({ createdAt: stamp(START - 3 * HOUR), scheduledAt: undefined });
    expect(dueReminders(old, START - 2 * HOUR)).toEqual([]);
    expect(dueReminders(old, START - HOUR)).toEqual(["1h"]);
  });

  it("sends none for a call that is not booked", () => {
    expect(dueReminders(booking({ status: "cancelled" }), START - HOUR)).toEqual([]);
    expect(dueReminders(booking({ start: null }), START - HOUR)).toEqual([]);
  });
});
