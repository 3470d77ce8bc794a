import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clientCounterId,
  readHourlyCounter,
  writeHourlyCounter,
  type CounterTransaction,
} from "./counter";
import { RATE_WINDOW_MS } from "./limits";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const SERVER_TIME = { serverTimestamp: true };

/** A stored time, as the Admin SDK reads one (a Timestamp). */
const stamp = (date: Date) => ({ toDate: () => date });

/** A transaction over a map of documents, which records what is set. */
function transaction(stored?: Record<string, unknown>) {
  const sets: Record<string, unknown>[] = [];
  const tx: CounterTransaction<string> = {
    get: () => Promise.resolve({ data: () => stored }),
    set: (_ref, data) => sets.push(data),
  };
  return { tx, sets };
}

/** Reads the counter, and counts the write of "doc-1" unless it was refused. */
async function count(stored: Record<string, unknown> | undefined, limit = 3, expires = false) {
  const { tx, sets } = transaction(stored);
  const counting = await readHourlyCounter(tx, "counter", limit);
  if (counting.step.step !== "refused") {
    writeHourlyCounter(tx, counting, "doc-1", SERVER_TIME, expires);
  }
  return { step: counting.step, written: sets[0] };
}

describe("the hourly counter's step", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens a window at the server's time when there is no counter", async () => {
    expect(await count(undefined)).toEqual({
      step: { step: "start" },
      written: { windowStart: SERVER_TIME, count: 1, last: "doc-1", at: SERVER_TIME },
    });
  });

  it("counts one more in a running window, which keeps its start", async () => {
    const windowStart = new Date(NOW - 10 * 60_000);
    expect(await count({ windowStart: stamp(windowStart), count: 2 })).toEqual({
      step: { step: "next" },
      written: { windowStart, count: 3, last: "doc-1", at: SERVER_TIME },
    });
  });

  it("refuses, writing nothing, when the window is full", async () => {
    const windowStart = new Date(NOW - 10 * 60_000);
    expect(await count({ windowStart: stamp(windowStart), count: 3 })).toEqual({
      step: { step: "refused", count: 3, retryAfterMs: RATE_WINDOW_MS - 10 * 60_000 },
      written: undefined,
    });
  });

  it("opens a new window when the last one is over", async () => {
    const { step, written } = await count({
      windowStart: new Date(NOW - RATE_WINDOW_MS),
      count: 3,
    });
    expect(step).toEqual({ step: "start" });
    expect(written).toMatchObject({ windowStart: SERVER_TIME, count: 1 });
  });

  it("says when the counter may go: two windows after its window began", async () => {
    const windowStart = new Date(NOW - 10 * 60_000);
    const running = await count({ windowStart: stamp(windowStart), count: 1 }, 3, true);
    expect(running.written).toMatchObject({
      expireAt: new Date(windowStart.getTime() + 2 * RATE_WINDOW_MS),
    });
    const opened = await count(undefined, 3, true);
    expect(opened.written).toMatchObject({ expireAt: new Date(NOW + 2 * RATE_WINDOW_MS) });
  });
});

describe("clientCounterId", () => {
  it("names a client's counter by a hash of its address, never the address itself", () => {
    const id = clientCounterId("203.0.113.7");
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(clientCounterId("203.0.113.7"));
    expect(id).not.toBe(clientCounterId("203.0.113.8"));
  });
});
