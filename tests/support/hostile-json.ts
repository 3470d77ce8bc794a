/**
 * Hostile JSON for property-based tests (fast-check): fully random values, and mutations of a
 * valid body (keys dropped or added, wrong types, huge and unicode strings, prototype-pollution
 * keys, numbers as strings, script and SVG images, deep nesting).
 *
 * A body is built by `mutatedBody` from a valid base, and serialised with `toJsonText`, which also
 * writes `Nested` placeholders as deeply nested arrays (deeper than JSON.stringify can go).
 */
import fc from "fast-check";
import { ACCEPTED_IMAGES, REFUSED_IMAGES } from "./images.ts";

/** Stands for `depth` nested arrays, `[[[...]]]`, in the serialised body. */
export class Nested {
  constructor(readonly depth: number) {}
}

/** JSON text of `value`; own `__proto__` keys are kept, `Nested` becomes nested arrays. */
export function toJsonText(value: unknown): string {
  if (value instanceof Nested) return "[".repeat(value.depth) + "]".repeat(value.depth);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(",")}}`;
  }
  // Values without a JSON text of their own; generated bodies hold none of them.
  if (value === undefined || typeof value === "function" || typeof value === "symbol") {
    return "null";
  }
  return JSON.stringify(value);
}

export type Body = Record<string, unknown>;

/** A copy of `body` with `key` set as an own property (also for `__proto__`). */
export function withKey(body: Body, key: string, value: unknown): Body {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function withoutKey(body: Body, key: string): Body {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

/** Keys that have tripped up JavaScript servers and document stores. */
export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "@type",
  "admin",
  "uid",
  "status",
  "createdAt",
  "id",
  "_id",
  "$set",
  "$where",
  "__name__",
  "a.b",
  "a/b",
  "",
  " ",
] as const;

export const NASTY_STRINGS = [
  "",
  " ",
  "\t\n\r",
  "\u00a0",
  "\u200b",
  "\ufeff",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "a\ud83db",
  "\ud83d\ude00",
  "🦄".repeat(60),
  "e\u0301",
  "\u202egnp.exe",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'\"`;--",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "%00",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "__proto__",
  "0",
  "-0",
  "4.5",
  " 5 ",
  "5e0",
  "1e1",
  "0x10",
  "NaN",
  "Infinity",
];

export const IMAGE_STRINGS = [...Object.values(REFUSED_IMAGES), ...Object.values(ACCEPTED_IMAGES)];

/** Lengths around the limits in functions/src/shared/model.ts. */
const LENGTHS = [99, 100, 101, 253, 254, 255, 299, 300, 301, 1000, 1001, 2000, 2001, 2048, 2049];

export const numberValue: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1, 2.5, 3, 3.5, 4.5, 5, 6, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1),
);

export const longString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...LENGTHS).map((n) => "x".repeat(n)),
  fc.integer({ min: 0, max: 3000 }).map((n) => "y".repeat(n)),
  fc.constantFrom(100_000, 700_000, 700_001).map((n) => "z".repeat(n)),
);

/** Over the API's 1 MB body limit. */
export const hugeString: fc.Arbitrary<string> = fc.constant("h".repeat(1_100_000));

export const stringValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...IMAGE_STRINGS) },
  { weight: 2, arbitrary: longString },
);

/** Objects that try to change prototypes when merged carelessly. */
export const pollutingValue: fc.Arbitrary<unknown> = fc.constantFrom(
  withKey({}, "__proto__", { admin: true, status: "delivered" }),
  { constructor: { prototype: { admin: true } } },
  withKey({ email: "x@y.co" }, "__proto__", { polluted: true }),
  { "@type": "type.googleapis.com/google.protobuf.Int64Value", value: "12" },
  { "@type": "type.googleapis.com/google.protobuf.Int64Value", value: "not a number" },
  { "@type": "evil" },
  { toString: "x", valueOf: 1 },
);

/** Any JSON value, plus hostile ones: numbers, nasty strings, polluting objects, deep nesting. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: stringValue },
  { weight: 2, arbitrary: numberValue },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: pollutingValue },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 20_000 }).map((d) => new Nested(d)) },
);

/** Field name -> values worth trying there (valid, borderline and wrong). */
export type FieldValues = Record<string, fc.Arbitrary<unknown>>;

type Mutation = (body: Body) => Body;

function mutation(fields: FieldValues): fc.Arbitrary<Mutation> {
  const keys = Object.keys(fields);
  const key = fc.constantFrom(...keys);
  const pad = fc.constantFrom(" ", "  \t", "\n");
  return fc.oneof(
    {
      weight: 20,
      arbitrary: key.map(
        (k): Mutation =>
          (body) =>
            withoutKey(body, k),
      ),
    },
    {
      weight: 20,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), anyValue)
        .map(
          ([k, v]): Mutation =>
            (body) =>
              withKey(body, k, v),
        ),
    },
    {
      weight: 20,
      arbitrary: fc.tuple(key, anyValue).map(
        ([k, v]): Mutation =>
          (body) =>
            withKey(body, k, v),
      ),
    },
    {
      weight: 60,
      arbitrary: key.chain((k) =>
        (fields[k] ?? anyValue).map(
          (v): Mutation =>
            (body) =>
              withKey(body, k, v),
        ),
      ),
    },
    {
      weight: 10,
      arbitrary: fc.tuple(key, pad).map(
        ([k, p]): Mutation =>
          (body) =>
            typeof body[k] === "string" ? withKey(body, k, `${p}${body[k]}${p}`) : body,
      ),
    },
    {
      weight: 10,
      arbitrary: key.map(
        (k): Mutation =>
          (body) =>
            typeof body[k] === "string" ? withKey(body, k, body[k].toUpperCase()) : body,
      ),
    },
    {
      weight: 1,
      arbitrary: hugeString.map(
        (h): Mutation =>
          (body) =>
            withKey(body, "filler", h),
      ),
    },
  );
}

/**
 * A body for one endpoint: a function of the valid base (which depends on the caller), either
 * fully random JSON or the base with one to three mutations.
 */
export function bodyFrom(fields: FieldValues): fc.Arbitrary<(base: Body) => unknown> {
  const random = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), anyValue, {
      maxKeys: 6,
    }),
    fc.record(fields, { requiredKeys: [] }),
  );
  return fc.oneof(
    { weight: 1, arbitrary: random.map((value) => () => value) },
    {
      weight: 3,
      arbitrary: fc
        .array(mutation(fields), { minLength: 1, maxLength: 3 })
        .map((mutations) => (base: Body) => mutations.reduce((body, m) => m(body), base)),
    },
  );
}
