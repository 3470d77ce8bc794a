import { describe, expect, it } from "vitest";
import { readBooking, type Booking } from "../shared/scheduling/documents";
import { bookingWrite } from "./booking-events";

const TEN = Date.UTC(2026, 11, 3, 9, 0);
const ONE = Date.UTC(2026, 11, 3, 12, 0);
const HALF_HOUR = 30 * 60_000;

/** As Firestore gives a time: something with toDate(). */
const stamp = (instant: number) => ({ toDate: () => new Date(instant) });

/** A stored booking: booked at 10:00 Berlin for 30 minutes, sequence 0, unless `changes` say. */
function booking(changes: Record<string, unknown> = {}): Booking {
  const start = (changes.start as number | undefined) ?? TEN;
  return readBooking("b1", {
    serviceId: "seo",
    serviceTitle: "SEO",
    hostId: "maya-chen",
    hostName: "Maya Chen",
    uid: "u1",
    name: "Ada",
    email: "ada@example.test",
    timeZone: "Asia/Kolkata",
    status: "booked",
    sequence: 0,
    ...changes,
    start: stamp(start),
    end: stamp(start + HALF_HOUR),
  });
}

describe("bookingWrite", () => {
  it("confirms a call booked", () => {
    expect(bookingWrite(null, booking())).toEqual({ event: "confirmed" });
  });

  it("names a move with the times before it", () => {
    expect(bookingWrite(booking(), booking({ start: ONE, sequence: 1 }))).toEqual({
      event: "moved",
      previous: { start: TEN, end: TEN + HALF_HOUR },
    });
  });

  it("names the host a move took the call from", () => {
    const after = booking({ start: ONE, sequence: 1, hostId: "daniel-okafor", hostName: "Daniel" });
    expect(bookingWrite(booking(), after)).toEqual({
      event: "moved",
      previous: { start: TEN, end: TEN + HALF_HOUR, host: { id: "maya-chen", name: "Maya Chen" } },
    });
  });

  it("names a change of host at the same time a move", () => {
    const after = booking({ sequence: 1, hostId: "daniel-okafor", hostName: "Daniel" });
    expect(bookingWrite(booking(), after)).toMatchObject({
      event: "moved",
      previous: { host: { id: "maya-chen" } },
    });
  });

  it.each(["cancelled", "done", "no-show"] as const)("names a booked call %s", (status) => {
    expect(bookingWrite(booking(), booking({ status, sequence: 1 }))).toEqual({ event: status });
  });

  it.each([
    ["a deletion", booking(), null],
    ["a document written already cancelled", null, booking({ status: "cancelled" })],
    ["notes changed", booking(), booking({ notes: "Call my mobile" })],
    ["the same write delivered again", booking({ sequence: 1 }), booking({ sequence: 1 })],
    ["a new sequence at the same time", booking(), booking({ sequence: 1 })],
    [
      "a cancelled call written again (its personal data blanked)",
      booking({ status: "cancelled", sequence: 1 }),
      booking({ status: "cancelled", sequence: 1, uid: "", name: "", email: "" }),
    ],
    ["a done call marked a no-show", booking({ status: "done" }), booking({ status: "no-show" })],
  ])("mails nobody for %s", (_, before, after) => {
    expect(bookingWrite(before, after)).toBeNull();
  });
});
