import { describe, expect, it } from "vitest";
import {
  defaultWidth,
  imageAttributes,
  isMediaRef,
  mediaId,
  parseMediaRef,
  variantHeight,
  variantWidths,
} from "./images";

const HASH = "0123456789abcdef01234567";

describe("picture references", () => {
  it("parses /media/<hash>-<w>x<h> and nothing else", () => {
    expect(parseMediaRef(`/media/${HASH}-1600x1067`)).toEqual({
      id: `${HASH}-1600x1067`,
      hash: HASH,
      width: 1600,
      height: 1067,
      path: `/media/${HASH}-1600x1067`,
    });
    for (const value of [
      `/media/${HASH}-1601x100`, // larger than any stored picture
      `/media/${HASH}-0x100`,
      `/media/${HASH}-100x100/640`, // a variant's URL, not a reference
      `/media/${HASH.toUpperCase()}-100x100`,
      `/media/${HASH.slice(1)}-100x100`,
      `https://evil.example/media/${HASH}-100x100`,
      "/images/services/seo.svg",
      "data:image/png;base64,AAAA",
    ]) {
      expect(isMediaRef(value), value).toBe(false);
    }
    expect(mediaId(HASH, 10, 20)).toBe(`${HASH}-10x20`);
  });

  it("stores the widths below the picture's own, and its own", () => {
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
    expect(defaultWidth(1600)).toBe(960);
    expect(defaultWidth(700)).toBe(700);
    expect(defaultWidth(200)).toBe(200);
    expect(variantHeight({ width: 1600, height: 1067 }, 320)).toBe(213);
  });

  it("gives a stored picture srcset, sizes, width and height; anything else only src", () => {
    const ref = `/media/${HASH}-1000x500`;
    expect(imageAttributes(ref, "(min-width: 48em) 50vw, 100vw")).toEqual({
      src: `${ref}/960`,
      srcSet: `${ref}/320 320w, ${ref}/640 640w, ${ref}/960 960w, ${ref}/1000 1000w`,
      sizes: "(min-width: 48em) 50vw, 100vw",
      width: 1000,
      height: 500,
    });
    expect(imageAttributes("/images/team/a.svg", "100vw")).toEqual({ src: "/images/team/a.svg" });
  });
});
