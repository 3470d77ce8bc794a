import { describe, expect, it } from "vitest";
import * as articleSchemas from "../shared/articles";
import { isPartOf, pictureTags, taggedFields } from "../shared/picture-tags";
import { COLLECTIONS, registry } from "../shared/registry";
import * as schemas from "../shared/schemas";
import { z } from "../shared/zod";
import {
  isDataUrl,
  mediaReferencesIn,
  MIGRATED_SOURCES,
  pictureSource,
  PICTURE_SOURCES,
  picturesIn,
  referencedHashes,
  replacePictures,
  selectedFields,
  type PictureSource,
} from "./references";

const HASH_A = "0123456789abcdef01234567";
const HASH_B = "fedcba9876543210fedcba98";
const REF_A = `/media/${HASH_A}-1600x1200`;
const REF_B = `/media/${HASH_B}-640x480`;
const DATA = "data:image/png;base64,iVBORw0KGgo=";

function source(collection: string): PictureSource {
  const found = PICTURE_SOURCES.find((entry) => entry.collection === collection);
  if (!found) throw new Error(`no picture source for ${collection}`);
  return found;
}

const described = (sources: readonly PictureSource[]) =>
  sources.map(({ collection, fields }) => [
    collection,
    fields.map(({ field, item, holds }) => `${item ? `${field}[].${item}` : field} (${holds})`),
  ]);

/**
 * Exported payloads with picture fields that no collection stores as they are, each with the
 * payload its documents are written from (which must name the same pictures) and why.
 */
const NOT_STORED = new Map<z.core.$ZodType, { storedAs: z.core.$ZodType; why: string }>([
  [
    schemas.serviceRestInputSchema,
    {
      storedAs: schemas.serviceInputSchema,
      why: "POST /services stores its data URLs as pictures, then writes a serviceInputSchema payload",
    },
  ],
  [
    schemas.reviewRestInputSchema,
    {
      storedAs: schemas.reviewInputSchema,
      why: "POST /reviews stores its data URL as a picture, then writes a reviewInputSchema payload",
    },
  ],
  [
    schemas.userProfileRestInputSchema,
    {
      storedAs: schemas.userProfileInputSchema,
      why: "POST and PUT /users store a data URL as a picture, then write a userProfileInputSchema payload",
    },
  ],
]);

/** Every zod schema schemas.ts and articles.ts export, by name. */
const exportedSchemas = [...Object.entries(schemas), ...Object.entries(articleSchemas)].flatMap(
  ([name, value]) => (value instanceof z.core.$ZodType ? [{ name, schema: value }] : []),
);

const storedPayloads = Object.values(registry).flatMap(({ stores }) => stores);

describe("the fields naming pictures", () => {
  it("are derived from the registry's payloads: the image fields, and an article's Markdown", () => {
    expect(described(PICTURE_SOURCES)).toEqual([
      [COLLECTIONS.services, ["img (picture)", "des1[].img1 (picture)"]],
      [COLLECTIONS.team, ["img (picture)"]],
      [COLLECTIONS.reviews, ["image (picture)"]],
      [COLLECTIONS.users, ["photoURL (picture)"]],
      [COLLECTIONS.articles, ["cover (picture)", "body (markdown)"]],
    ]);
    expect(selectedFields(source(COLLECTIONS.services))).toEqual(["img", "des1"]);
    expect(selectedFields(source(COLLECTIONS.articles))).toEqual(["cover", "body"]);
  });

  it("are, for the migration, the picture fields only: it never reads or rewrites Markdown", () => {
    expect(MIGRATED_SOURCES.map(({ collection }) => collection)).toEqual(
      PICTURE_SOURCES.map(({ collection }) => collection),
    );
    expect(MIGRATED_SOURCES.flatMap(({ fields }) => fields)).toEqual(
      PICTURE_SOURCES.flatMap(({ fields }) => fields).filter(({ holds }) => holds === "picture"),
    );
    const articles = MIGRATED_SOURCES.find(({ collection }) => collection === COLLECTIONS.articles);
    expect(articles?.fields).toEqual([{ field: "cover", holds: "picture" }]);
  });

  it("cover every exported schema with a picture field: stored by a collection, or listed here", () => {
    const holding = exportedSchemas.filter(({ schema }) => taggedFields(schema).length > 0);
    expect(holding.map(({ name }) => name)).toContain("articleInputSchema");
    const unpaired = holding
      .filter(({ schema }) => !NOT_STORED.has(schema))
      .filter(({ schema }) => !storedPayloads.some((payload) => isPartOf(schema, payload)))
      .map(({ name }) => name);
    // A payload with pictures that no collection of the registry stores: the sweep would not read
    // where its pictures end up. Pair it with its collection (registry.ts, `stores`), or list it in
    // NOT_STORED with the payload its documents are written from.
    expect(unpaired).toEqual([]);
  });

  it("list as not stored only payloads naming the pictures of the payload they are stored as", () => {
    for (const [schema, { storedAs, why }] of NOT_STORED) {
      expect(
        exportedSchemas.some((entry) => entry.schema === schema),
        why,
      ).toBe(true);
      expect(
        storedPayloads.some((payload) => isPartOf(schema, payload)),
        why,
      ).toBe(false);
      expect(storedPayloads, why).toContain(storedAs);
      expect(taggedFields(schema), why).not.toEqual([]);
      expect(taggedFields(schema), why).toEqual(taggedFields(storedAs));
    }
  });

  it("merge the payloads of a collection, and refuse a field no reader could follow", () => {
    const image = z.string().register(pictureTags, { holds: "picture" });
    const first = z.strictObject({ img: image, blocks: z.array(z.strictObject({ img: image })) });
    const second = z.strictObject({ img: image.optional(), logo: image });
    expect(
      described([pictureSource("things", [first, second]) ?? { collection: "", fields: [] }]),
    ).toEqual([["things", ["img (picture)", "blocks[].img (picture)", "logo (picture)"]]]);
    expect(pictureSource("things", [z.strictObject({ name: z.string() })])).toBeNull();
    expect(() =>
      pictureSource("things", [z.strictObject({ about: z.strictObject({ logo: image }) })]),
    ).toThrow("things.about.logo is tagged as holding a picture");
    expect(() =>
      pictureSource("things", [z.strictObject({ rows: z.array(z.array(image)) })]),
    ).toThrow("things.rows[][]");
    expect(() => pictureSource("things", [z.record(z.string(), image)])).toThrow("things.{}");
  });
});

/** A reference to a picture of its own: `/media/<hash>-...`, the hash made from `n`. */
const refNumber = (n: number) => `/media/${n.toString(16).padStart(24, "0")}-${100 + n}x${50 + n}`;
const hashOf = (ref: string) => ref.slice("/media/".length, "/media/".length + 24);

/** A Markdown body naming `refs`: inline, with a title, reference-style, and in a sentence. */
function bodyNaming([first = "", second = "", third = "", fourth = ""]: string[]): string {
  return [
    "## A heading",
    `![A picture](${first})`,
    `![With a title](${second} "Its title")`,
    "![Reference style][figure]",
    `Text with ![an inline picture](<${fourth}>) in it, and a site file ![x](/images/a.svg).`,
    `[figure]: ${third} 'A title'`,
  ].join("\n\n");
}

describe("the pictures each source's documents name", () => {
  it("are found in every field of every source: a hash for each reference, and no other", () => {
    for (const picturesSource of PICTURE_SOURCES) {
      let n = 0;
      const next = () => refNumber((n += 1));
      const expected: string[] = [];
      const named = (ref: string) => {
        expected.push(hashOf(ref));
        return ref;
      };
      const document: Record<string, unknown> = { other: next() };
      for (const { field, item, holds } of picturesSource.fields) {
        const value = () =>
          holds === "markdown"
            ? bodyNaming([named(next()), named(next()), named(next()), named(next())])
            : named(next());
        document[field] =
          item === undefined
            ? value()
            : [{ [item]: value(), text: next() }, { [item]: "" }, { [item]: value() }];
      }
      const found = referencedHashes(picturesSource, document);
      expect(found.toSorted(), picturesSource.collection).toEqual(expected.toSorted());
      expect(found.length, picturesSource.collection).toBeGreaterThan(0);
    }
  });

  it("are found in the documents the registry writes from each payload", () => {
    const stamp = "server time";
    // Each collection's document as its writer makes it from a payload its schema accepts, and how
    // many pictures it names (refNumber(1) to refNumber(named)).
    const written: Record<string, { named: number; write: () => Record<string, unknown> }> = {
      [COLLECTIONS.services]: {
        named: 2,
        write: () =>
          registry.services.write(
            schemas.serviceInputSchema.parse({
              name: "SEO",
              bannerh: "Heading",
              bannerP: "Sub heading",
              des: "Description",
              img: refNumber(1),
              des1: [{ id: "a", h1: "One", p1: "", p2: "", img1: refNumber(2) }],
            }),
            stamp,
          ),
      },
      [COLLECTIONS.team]: {
        named: 1,
        write: () =>
          registry.team.write({
            input: schemas.teamMemberInputSchema.parse({
              img: refNumber(1),
              name: "Sam",
              role: "Developer",
            }),
            order: 1,
          }),
      },
      [COLLECTIONS.reviews]: {
        named: 1,
        write: () =>
          registry.reviews.write(
            {
              uid: "u1",
              input: schemas.reviewInputSchema.parse({
                name: "Rae",
                ratings: 5,
                review: "Lovely.",
                image: refNumber(1),
              }),
            },
            stamp,
          ),
      },
      [COLLECTIONS.users]: {
        named: 1,
        write: () => {
          const profile = schemas.userProfileInputSchema.parse({
            email: "pat@agency.test",
            displayName: "Pat",
            photoURL: refNumber(1),
          });
          return registry.users.write({ ...profile, photoURL: profile.photoURL ?? "" }, stamp);
        },
      },
      [COLLECTIONS.articles]: {
        named: 5,
        write: () =>
          registry.articles.write(
            {
              input: articleSchemas.articleInputSchema.parse({
                kind: "article",
                title: "A title",
                slug: "a-title",
                summary: "A summary.",
                cover: refNumber(1),
                authorId: "author",
                serviceIds: [],
                body: bodyNaming([refNumber(2), refNumber(3), refNumber(4), refNumber(5)]),
                caseStudy: null,
              }),
              status: "draft",
              publishedAt: null,
            },
            stamp,
          ),
      },
    };
    for (const picturesSource of PICTURE_SOURCES) {
      const fixture = written[picturesSource.collection];
      if (!fixture) throw new Error(`no payload written for ${picturesSource.collection}`);
      const document = fixture.write();
      // Each field of the source holds a picture in the document, where the sweep reads it.
      for (const { field } of picturesSource.fields) {
        expect(
          mediaReferencesIn(picturesSource, { [field]: document[field] }),
          `${picturesSource.collection}.${field}`,
        ).not.toEqual([]);
      }
      expect(referencedHashes(picturesSource, document).toSorted()).toEqual(
        Array.from({ length: fixture.named }, (_, i) => hashOf(refNumber(i + 1))),
      );
    }
  });

  it("name, for a Markdown field, where each picture is: the field", () => {
    const body = `![a](${REF_A})\n\n![b](${REF_B} "B")\n\n![a again](${REF_A})`;
    expect(
      mediaReferencesIn(source(COLLECTIONS.articles), { cover: REF_B, body }).map(
        ({ path, ref }) => `${path}: ${ref.path}`,
      ),
    ).toEqual([`cover: ${REF_B}`, `body: ${REF_A}`, `body: ${REF_B}`]);
  });
});

describe("picturesIn", () => {
  it("finds a service's picture and each block's, with where they are", () => {
    const service = {
      name: "Web design",
      img: REF_A,
      des1: [
        { id: "a", h1: "One", img1: DATA },
        { id: "b", h1: "Two", img1: "" },
        { id: "c", h1: "Three", img1: REF_B },
      ],
    };
    expect(picturesIn(source(COLLECTIONS.services), service)).toEqual([
      { path: "img", value: REF_A },
      { path: "des1[0].img1", value: DATA },
      { path: "des1[2].img1", value: REF_B },
    ]);
  });

  it("reads documents as they are: missing fields, other types and odd blocks are skipped", () => {
    const odd = { img: 42, des1: ["text", null, { img1: 7 }, { img1: REF_A }] };
    expect(picturesIn(source(COLLECTIONS.services), odd)).toEqual([
      { path: "des1[3].img1", value: REF_A },
    ]);
    expect(picturesIn(source(COLLECTIONS.services), { des1: { img1: REF_A } })).toEqual([]);
    expect(picturesIn(source(COLLECTIONS.reviews), {})).toEqual([]);
  });

  it("reads an article's cover, never its Markdown body (the migration's fields)", () => {
    const article = { cover: DATA, body: `![x](${REF_A})\n\n${DATA}` };
    expect(picturesIn(source(COLLECTIONS.articles), article)).toEqual([
      { path: "cover", value: DATA },
    ]);
  });

  it("reads each collection's own field only", () => {
    const everything = { img: REF_A, image: REF_B, photoURL: DATA };
    expect(picturesIn(source(COLLECTIONS.team), everything)).toEqual([
      { path: "img", value: REF_A },
    ]);
    expect(picturesIn(source(COLLECTIONS.reviews), everything)).toEqual([
      { path: "image", value: REF_B },
    ]);
    expect(picturesIn(source(COLLECTIONS.users), everything)).toEqual([
      { path: "photoURL", value: DATA },
    ]);
  });
});

describe("referencedHashes", () => {
  it("names the stored pictures only, not site paths, Google photos or data URLs", () => {
    const service = {
      img: "/images/web-design.svg",
      des1: [{ img1: REF_B }, { img1: DATA }, { img1: `${REF_A}/640` }],
    };
    expect(referencedHashes(source(COLLECTIONS.services), service)).toEqual([HASH_B]);
    expect(
      referencedHashes(source(COLLECTIONS.users), {
        photoURL: "https://lh3.googleusercontent.com/a/photo",
      }),
    ).toEqual([]);
  });
});

describe("isDataUrl", () => {
  it("is true for any data: URL, and nothing else", () => {
    expect(isDataUrl(DATA)).toBe(true);
    expect(isDataUrl("DATA:image/jpeg;base64,/9j/")).toBe(true);
    expect(isDataUrl("data:text/plain,hello")).toBe(true);
    expect(isDataUrl(REF_A)).toBe(false);
    expect(isDataUrl("/images/data:x.svg")).toBe(false);
  });
});

describe("replacePictures", () => {
  const toRef = (value: string) => (value === DATA ? REF_A : undefined);

  it("rewrites a top-level field, and a block's picture keeping the block's other keys", () => {
    const service = {
      name: "SEO",
      img: DATA,
      des1: [
        { id: "a", h1: "One", p1: "Text", img1: DATA },
        { id: "b", h1: "Two", img1: REF_B },
        "odd",
      ],
    };
    expect(replacePictures(source(COLLECTIONS.services), service, toRef)).toEqual({
      img: REF_A,
      des1: [
        { id: "a", h1: "One", p1: "Text", img1: REF_A },
        { id: "b", h1: "Two", img1: REF_B },
        "odd",
      ],
    });
    // The document read is not changed.
    expect(service.img).toBe(DATA);
  });

  it("never rewrites Markdown, and rewrites two keys of the same blocks together", () => {
    const toRefAll = (value: string) => (value === DATA ? REF_A : undefined);
    expect(
      replacePictures(source(COLLECTIONS.articles), { cover: DATA, body: DATA }, toRefAll),
    ).toEqual({ cover: REF_A });
    const twoKeys: PictureSource = {
      collection: "things",
      fields: [
        { field: "blocks", item: "a", holds: "picture" },
        { field: "blocks", item: "b", holds: "picture" },
      ],
    };
    expect(replacePictures(twoKeys, { blocks: [{ a: DATA, b: DATA, c: 1 }] }, toRefAll)).toEqual({
      blocks: [{ a: REF_A, b: REF_A, c: 1 }],
    });
    expect(selectedFields(twoKeys)).toEqual(["blocks"]);
  });

  it("writes only the fields that change, and nothing when none does", () => {
    const service = { img: DATA, des1: [{ id: "a", img1: REF_B }] };
    expect(replacePictures(source(COLLECTIONS.services), service, toRef)).toEqual({ img: REF_A });
    expect(replacePictures(source(COLLECTIONS.services), { img: REF_B }, toRef)).toBeNull();
    expect(replacePictures(source(COLLECTIONS.reviews), { image: DATA }, () => DATA)).toBeNull();
    expect(replacePictures(source(COLLECTIONS.users), { photoURL: DATA }, toRef)).toEqual({
      photoURL: REF_A,
    });
  });
});
