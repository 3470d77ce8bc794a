import { describe, expect, it } from "vitest";
import { isDecodable, MAX_DATA_DEPTH } from "./callable";

const LONG = "type.googleapis.com/google.protobuf.Int64Value";

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe("isDecodable", () => {
  it("accepts plain JSON and the protocol's 64-bit integer wrapper", () => {
    expect(isDecodable({ email: "a@b.co" })).toBe(true);
    expect(isDecodable(null)).toBe(true);
    expect(isDecodable([1, "x", { a: [true] }])).toBe(true);
    expect(isDecodable({ n: { "@type": LONG, value: "12" } })).toBe(true);
    expect(isDecodable({ "@type": "" })).toBe(true);
  });

  it("refuses other @type values and wrappers without a number", () => {
    expect(isDecodable({ "@type": "evil" })).toBe(false);
    expect(isDecodable({ a: [{ "@type": "evil" }] })).toBe(false);
    expect(isDecodable({ "@type": LONG, value: "twelve" })).toBe(false);
    expect(isDecodable({ "@type": LONG })).toBe(false);
    expect(isDecodable({ "@type": {} })).toBe(false);
  });

  it("refuses data nested deeper than the limit, without recursing", () => {
    expect(isDecodable(nested(MAX_DATA_DEPTH))).toBe(true);
    expect(isDecodable(nested(MAX_DATA_DEPTH + 2))).toBe(false);
    expect(isDecodable(nested(200_000))).toBe(false);
  });
});
