import { describe, expect, it } from "vitest";
import { formatPath, isPartOf, pictureTags, taggedFields, type TaggedField } from "./picture-tags";
import { z } from "./zod";

const picture = () => z.string().register(pictureTags, { holds: "picture" });
const markdown = () => z.string().register(pictureTags, { holds: "markdown" });

const paths = (fields: TaggedField[]) =>
  fields.map(({ path, holds }) => `${holds} ${formatPath(path)}`);

describe("taggedFields", () => {
  it("finds the tagged fields of an object, and inside arrays of objects", () => {
    const schema = z.strictObject({
      title: z.string(),
      img: picture(),
      body: markdown(),
      blocks: z.array(z.strictObject({ text: z.string(), img1: picture() })),
      gallery: z.array(z.array(picture())),
    });
    expect(paths(taggedFields(schema))).toEqual([
      "picture img",
      "markdown body",
      "picture blocks[].img1",
      "picture gallery[][]",
    ]);
  });

  it("looks through optional, nullable, default, union, pipe, intersection, lazy and tuple", () => {
    const image = picture();
    const schema = z.strictObject({
      optional: image.optional(),
      nullable: image.nullable(),
      defaulted: image.default(""),
      union: z.union([z.literal(""), image]),
      preprocessed: z.preprocess((value) => value, image),
      piped: z.string().pipe(image),
      intersection: z.intersection(z.strictObject({ a: image }), z.strictObject({ b: image })),
      lazy: z.lazy(() => z.strictObject({ c: image })),
      readonly: z.strictObject({ d: image }).readonly(),
      tuple: z.tuple([z.string(), image]),
      record: z.record(z.string(), image),
    });
    expect(paths(taggedFields(schema))).toEqual([
      "picture optional",
      "picture nullable",
      "picture defaulted",
      "picture union",
      "picture preprocessed",
      "picture piped",
      "picture intersection.a",
      "picture intersection.b",
      "picture lazy.c",
      "picture readonly.d",
      "picture tuple[]",
      "picture record{}",
    ]);
  });

  it("keeps a tag through what zod derives from the tagged schema (refine, trim, max)", () => {
    const schema = z.strictObject({
      img: picture()
        .trim()
        .max(10)
        .refine((value) => value !== "x"),
    });
    expect(paths(taggedFields(schema))).toEqual(["picture img"]);
  });

  it("lists a field once, and walks a schema that holds itself", () => {
    const image = picture();
    interface Node {
      img: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() =>
      z.strictObject({ img: image, children: z.array(node) }),
    );
    expect(paths(taggedFields(z.strictObject({ img: z.union([image, image]) })))).toEqual([
      "picture img",
    ]);
    // Its pictures are at any depth (children[].children[].img...): a path no reader can follow.
    expect(paths(taggedFields(node))).toEqual(["picture img", "picture children[]..."]);
  });

  it("finds nothing in a schema without tags, and the field itself in a tagged one", () => {
    expect(taggedFields(z.strictObject({ name: z.string(), list: z.array(z.number()) }))).toEqual(
      [],
    );
    expect(taggedFields(picture())).toEqual([{ path: [], holds: "picture" }]);
  });
});

describe("isPartOf", () => {
  it("is true for the schema and each schema it is made of, as the same instance", () => {
    const block = z.strictObject({ img1: picture() });
    const payload = z.strictObject({ blocks: z.array(block).optional() });
    expect(isPartOf(payload, payload)).toBe(true);
    expect(isPartOf(block, payload)).toBe(true);
    expect(isPartOf(z.strictObject({ img1: picture() }), payload)).toBe(false);
  });
});
