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

describe("valueSize", () => {
  // An array is the sum of its values; a map adds each key as a string.
  it.each([
    ["a string, as UTF-8", "é", 3],
    ["null", null, 1],
    ["a boolean", true, 1],
    ["a number", 2.5, 8],
    ["a timestamp", Timestamp.fromMillis(0), 8],
    ["bytes", new Uint8Array(10), 10],
    ["an array", ["ab", 1], 3 + 8],
    ["a map", { a: { bc: "d" } }, 2 + (3 + 2)],
  ])("counts %s by its own rule", (_type, value, size) => {
    expect(valueSize(value)).toBe(size);
  });
});

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
