import { describe, expect, it } from "vitest";
import { readOrder } from "./documents";
import { nextCallStart } from "./order-calls";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 8, 12, 0);
const call = (bookingId: string, start: number, minutes = 30) => ({
  bookingId,
  start: new Date(start),
  end: new Date(start + minutes * 60_000),
});

describe("nextCallStart (Manage Orders and the order's emails)", () => {
  it("is the earliest call that has not ended, whatever the order of the list", () => {
    const later = call("later", NOW + 48 * HOUR);
    const sooner = call("sooner", NOW + 2 * HOUR);
    expect(nextCallStart({ calls: [later, sooner], callStart: later.start }, NOW)).toBe(
      NOW + 2 * HOUR,
    );
  });

  it("hands over to the following call once one has ended, and counts a call under way", () => {
    const first = call("first", NOW - 20 * 60_000);
    const second = call("second", NOW + 24 * HOUR);
    const order = { calls: [first, second], callStart: first.start };
    expect(nextCallStart(order, NOW)).toBe(NOW - 20 * 60_000);
    expect(nextCallStart(order, NOW + 10 * 60_000)).toBe(NOW + 24 * HOUR);
    expect(nextCallStart(order, NOW + 25 * HOUR)).toBeNull();
  });

  it("is none for an order without calls", () => {
    expect(nextCallStart({ calls: [], callStart: null }, NOW)).toBeNull();
  });

  it("reads an order written before orders kept their calls by the call it names", () => {
    expect(nextCallStart({ calls: null, callStart: new Date(NOW + HOUR) }, NOW)).toBe(NOW + HOUR);
    expect(nextCallStart({ calls: null, callStart: new Date(NOW - HOUR) }, NOW)).toBeNull();
    expect(nextCallStart({ calls: null, callStart: null }, NOW)).toBeNull();
  });
});

describe("an order's stored calls", () => {
  const stamp = (ms: number) => ({ toDate: () => new Date(ms) });

  it("read the earliest first, leaving out entries without an id or a time", () => {
    const order = readOrder("o1", {
      calls: [
        { bookingId: "b2", start: stamp(NOW + 2 * HOUR), end: stamp(NOW + 3 * HOUR) },
        { bookingId: "b1", start: stamp(NOW + HOUR), end: stamp(NOW + 2 * HOUR) },
        { bookingId: "", start: stamp(NOW), end: stamp(NOW + HOUR) },
        { bookingId: "b3", start: "tomorrow", end: stamp(NOW + HOUR) },
        "b4",
      ],
    });
    expect(order.calls?.map((call) => call.bookingId)).toEqual(["b1", "b2"]);
    expect(nextCallStart(order, NOW)).toBe(NOW + HOUR);
  });

  it("read as null on an order written before orders kept their calls", () => {
    expect(readOrder("o1", { callStart: stamp(NOW + HOUR) }).calls).toBeNull();
    expect(readOrder("o1", { calls: "b1" }).calls).toBeNull();
  });
});
