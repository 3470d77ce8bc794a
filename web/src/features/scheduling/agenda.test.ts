import { describe, expect, it } from "vitest";
import { agendaRange, callWhen, slotLabel, splitCalls } from "./agenda";

const iso = (date: Date) => date.toISOString();

describe("agendaRange", () => {
  it("covers the agency's day, week (Monday to Sunday) and next 7 days", () => {
    // Wednesday 2026-03-04 in Berlin (GMT+1).
    const today = agendaRange("today", "2026-03-04", "Europe/Berlin");
    expect([iso(today.from), iso(today.to)]).toEqual([
      "2026-03-03T23:00:00.000Z",
      "2026-03-04T23:00:00.000Z",
    ]);
    const week = agendaRange("week", "2026-03-04", "Europe/Berlin");
    expect([iso(week.from), iso(week.to)]).toEqual([
      "2026-03-01T23:00:00.000Z",
      "2026-03-08T23:00:00.000Z",
    ]);
    const next = agendaRange("next7", "2026-03-04", "Europe/Berlin");
    expect([iso(next.from), iso(next.to)]).toEqual([
      "2026-03-03T23:00:00.000Z",
      "2026-03-10T23:00:00.000Z",
    ]);
  });

  it("takes a Sunday's week as the one that started the Monday before", () => {
    const week = agendaRange("week", "2026-03-08", "UTC");
    expect([iso(week.from), iso(week.to)]).toEqual([
      "2026-03-02T00:00:00.000Z",
      "2026-03-09T00:00:00.000Z",
    ]);
  });

  it("keeps a day the clocks change at its 23 hours", () => {
    // Clocks go forward in Berlin on Sunday 2026-03-29.
    const day = agendaRange("today", "2026-03-29", "Europe/Berlin");
    expect(day.to.getTime() - day.from.getTime()).toBe(23 * 3_600_000);
    const week = agendaRange("week", "2026-03-29", "Europe/Berlin");
    expect([iso(week.from), iso(week.to)]).toEqual([
      "2026-03-22T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
    ]);
  });
});

describe("splitCalls", () => {
  const call = (id: string, hostId: string, at: string) => ({ id, hostId, start: new Date(at) });
  const calls = [
    call("c", "maya", "2026-03-04T12:00:00Z"),
    call("a", "liam", "2026-03-04T09:00:00Z"),
    call("b", "maya", "2026-03-04T10:00:00Z"),
    call("d", "liam", "2026-03-04T10:00:00Z"),
  ];

  it("lists the linked host's calls first, each part by start", () => {
    const { mine, others } = splitCalls(calls, "maya");
    expect(mine.map(({ id }) => id)).toEqual(["b", "c"]);
    expect(others.map(({ id }) => id)).toEqual(["a", "d"]);
  });

  it("lists every call by start when the admin is no host", () => {
    const { mine, others } = splitCalls(calls, null);
    expect(mine).toEqual([]);
    expect(others.map(({ id }) => id)).toEqual(["a", "b", "d", "c"]);
  });
});

describe("callWhen and slotLabel", () => {
  const start = new Date("2026-03-03T09:00:00Z");
  const end = new Date("2026-03-03T09:30:00Z");

  it("writes a call's time in a zone, with its offset", () => {
    expect(callWhen(start, end, "Europe/Berlin")).toBe("Tue 3 Mar 2026, 10:00–10:30 (GMT+1)");
    expect(callWhen(start, end, "Asia/Kolkata")).toBe("Tue 3 Mar 2026, 14:30–15:00 (GMT+5:30)");
  });

  it("writes a start time alone", () => {
    expect(slotLabel(start.getTime(), "Europe/Berlin")).toBe("10:00 (GMT+1)");
    expect(slotLabel(start.getTime(), "America/New_York")).toBe("04:00 (GMT-5)");
  });
});
