/**
 * The small version of `npm run stress`: 200 authenticated POST /orders from 20 concurrent clients
 * acting as 5 users. Every request is answered 2xx and exactly 200 order documents exist
 * afterwards, each with its sender's uid and email (scripts/lib/rest-load.ts checks each document
 * against the answer that acknowledged it).
 */
import { describe, expect, it } from "vitest";
import { orderStress } from "../../scripts/lib/rest-load.ts";

describe("POST /orders under concurrent load", () => {
  it("answers 200 bookings from 20 clients 2xx and stores each once, as its sender's", async () => {
    const report = await orderStress({ requests: 200, connections: 20, users: 5 });
    expect(report.figures.statusCodes).toEqual({ "201": 200 });
    expect(report.figures.errors).toBe(0);
    expect(report.documents).toBe(200);
    expect(report.lost).toBe(0);
    expect(report.unacknowledged).toBe(0);
    expect(report.wrongOwner).toBe(0);
    expect(report.ok).toBe(true);
  }, 120_000);
});
