import { describe, expect, it } from "vitest";
import { percentile, restLoadRows, type LoadFigures } from "./rest-load.ts";

describe("percentile", () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);

  it("takes the nearest rank", () => {
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it("is NaN without samples", () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("restLoadRows", () => {
  const figures: LoadFigures = {
    responses: 10,
    requestsPerSec: 123.4,
    p50: 10,
    p95: 20,
    p99: 30,
    max: 40,
    errors: 3,
    timeouts: 2,
    connectionErrors: 1,
    non2xx: 2,
    statusCodes: { "200": 7, "503": 2 },
    durationSec: 15,
  };

  it("reports throughput and latency, and holds timeouts, connection errors and non-2xx to 0", () => {
    const rows = restLoadRows([{ endpoint: "GET /services", figures }]);
    expect(rows.map((row) => [row.name.replace(/^.*: /, ""), row.value, row.target])).toEqual([
      ["requests/s", 123.4, null],
      ["p50", 10, null],
      ["p95", 20, null],
      ["p99", 30, null],
      ["timeouts", 2, { max: 0 }],
      ["connection errors", 1, { max: 0 }],
      ["non-2xx answers (2 x 503)", 2, { max: 0 }],
    ]);
  });
});
