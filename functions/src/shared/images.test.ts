import { describe, expect, it } from "vitest";
import {
  defaultWidth,
  imageAttributes,
  isMediaRef,
  mediaId,
  mediaRefsInText,
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

describe("the pictures a text names", () => {
  const other = "fedcba9876543210fedcba98";
  const ids = (text: string) => mediaRefsInText(text).map(({ id }) => id);

  it("finds each stored picture of a Markdown body once, however it is written", () => {
    const body = [
      `![Inline](/media/${HASH}-1600x1067) and ![titled](/media/${other}-640x480 "A title")`,
      `![Angle brackets](</media/${HASH}-320x200>)`,
      "![Reference style][figure] and again ![the same][figure]",
      `[figure]: /media/${other}-1200x800 'Its title'`,
      `A width: ![w](/media/${HASH}-100x50/640), a link: [open](https://agency.test/media/${other}-90x90)`,
      `\`code /media/${HASH}-77x77\`` + ` and /media/${HASH}-1600x1067 again`,
    ].join("\n\n");
    expect(ids(body)).toEqual([
      `${HASH}-1600x1067`,
      `${other}-640x480`,
      `${HASH}-320x200`,
      `${other}-1200x800`,
      `${HASH}-100x50`,
      `${other}-90x90`,
      `${HASH}-77x77`,
    ]);
    expect(mediaRefsInText(body)[0]).toEqual(parseMediaRef(`/media/${HASH}-1600x1067`));
  });

  it("reads characters escaped as Markdown or a URL allow", () => {
    expect(ids(`![a](/media/${HASH}\\-10x10)`)).toEqual([`${HASH}-10x10`]);
    expect(ids(`![a](/media/${HASH}&#45;11x11)`)).toEqual([`${HASH}-11x11`]);
    expect(ids(`![a](&sol;media&#x2F;${HASH}-12x12)`)).toEqual([`${HASH}-12x12`]);
    expect(ids(`![a](/media/${HASH}%2D13x13)`)).toEqual([`${HASH}-13x13`]);
    expect(ids(`![a](/media/${HASH}&#8208;14x14)`)).toEqual([]);
  });

  it("finds nothing that is not a stored picture's reference", () => {
    for (const text of [
      "",
      "![A site file](/images/insights/bakery.svg)",
      `/media/${HASH}-1601x100`,
      `/media/${HASH}-100x10000`,
      `/media/${HASH.toUpperCase()}-100x100`,
      `/media/${HASH.slice(1)}-100x100`,
      `/media/x${HASH}-100x100`,
    ]) {
      expect(ids(text), text).toEqual([]);
    }
  });
});
