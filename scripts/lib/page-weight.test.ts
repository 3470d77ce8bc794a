import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  documentNameSize,
  firestoreDocumentSize,
  kb,
  pairedRatios,
  valueSize,
  weigh,
} from "./page-weight.ts";

describe("firestoreDocumentSize", () => {
  it("matches the worked example of Firestore's storage size documentation", () => {
    expect(documentNameSize("users/jeff/tasks/my_task_id")).toBe(44);
    expect(
      firestoreDocumentSize("users/jeff/tasks/my_task_id", {
        type: "Personal",
        done: false,
        priority: 1,
        description: "Learn Cloud Firestore",
      }),
    ).toBe(147);
  });

  it("counts strings as UTF-8, and each value type by its own rule", () => {
    expect(valueSize("é")).toBe(3);
    expect(valueSize(null)).toBe(1);
    expect(valueSize(true)).toBe(1);
    expect(valueSize(2.5)).toBe(8);
    expect(valueSize(Timestamp.fromMillis(0))).toBe(8);
    expect(valueSize(new Uint8Array(10))).toBe(10);
    // An array is the sum of its values; a map adds each key as a string.
    expect(valueSize(["ab", 1])).toBe(3 + 8);
    expect(valueSize({ a: { bc: "d" } })).toBe(2 + (3 + 2));
  });

  it("tells a picture held as a reference from one held as a data URL", () => {
    const service = (img: string) => ({ name: "Web Design", img, order: 2 });
    const reference = firestoreDocumentSize(
      "services/web-design",
      service("/media/0123456789abcdef01234567-1600x1067"),
    );
    const dataUrl = firestoreDocumentSize(
      "services/web-design",
      service(`data:image/png;base64,${"A".repeat(360_000)}`),
    );
    expect(kb(reference)).toBeLessThan(1);
    expect(kb(dataUrl)).toBeGreaterThan(350);
  });

  it("refuses a path that names a collection, not a document", () => {
    expect(() => documentNameSize("services")).toThrow(/not a document path/);
    expect(() => documentNameSize("")).toThrow(/not a document path/);
  });
});

describe("weigh", () => {
  it("gives the UTF-8 size and the gzip size", () => {
    const text = `<p>${"café ".repeat(1000)}</p>`;
    const weight = weigh(text);
    expect(weight.bytes).toBe(Buffer.byteLength(text, "utf8"));
    expect(weight.bytes).toBe(text.length + 1000);
    expect(weight.gzipBytes).toBeGreaterThan(0);
    expect(weight.gzipBytes).toBeLessThan(weight.bytes / 10);
  });
});

describe("pairedRatios", () => {
  it("divides run by run, NaN where a run is missing, unmeasured or zero", () => {
    expect(pairedRatios([1200, 900, 1000], [1000, 900, 800])).toEqual([1.2, 1, 1.25]);
    expect(pairedRatios([1, Number.NaN, 3, 4], [1, 2, 0])).toEqual([
      1,
      Number.NaN,
      Number.NaN,
      Number.NaN,
    ]);
  });
});
