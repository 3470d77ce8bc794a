import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../shared/registry";
import {
  isDataUrl,
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

describe("the picture fields", () => {
  it("are services.img and des1[].img1, team.img, reviews.image and users.photoURL", () => {
    expect(
      PICTURE_SOURCES.map(({ collection, fields }) => [
        collection,
        fields.map(({ field, item }) => (item ? `${field}[].${item}` : field)),
      ]),
    ).toEqual([
      [COLLECTIONS.services, ["img", "des1[].img1"]],
      [COLLECTIONS.team, ["img"]],
      [COLLECTIONS.reviews, ["image"]],
      [COLLECTIONS.users, ["photoURL"]],
    ]);
    expect(selectedFields(source(COLLECTIONS.services))).toEqual(["img", "des1"]);
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
