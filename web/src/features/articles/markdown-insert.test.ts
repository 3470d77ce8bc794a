import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/markdown";
import { altFromFileName, insertBlock, pictureMarkdown } from "./markdown-insert";

describe("altFromFileName", () => {
  it("makes words of a file's name", () => {
    expect(altFromFileName("team-photo_2.jpg")).toBe("team photo 2");
    expect(altFromFileName("[x].png")).toBe("x");
    expect(altFromFileName(".png")).toBe("Picture");
  });
});

describe("pictureMarkdown", () => {
  it("writes a picture the renderer shows", () => {
    const markdown = pictureMarkdown("Our [team]\nat work", "/media/abc-1600x900");
    expect(markdown).toBe("![Our team at work](/media/abc-1600x900)");
    expect(renderMarkdown(markdown)).toContain(
      '<img src="/media/abc-1600x900" alt="Our team at work"',
    );
  });
});

describe("insertBlock", () => {
  const pic = "![a](/media/x)";

  it("inserts into an empty body as is", () => {
    expect(insertBlock("", 0, 0, pic)).toEqual({ text: pic, cursor: pic.length });
  });

  it("puts the picture in a paragraph of its own at the cursor", () => {
    const { text, cursor } = insertBlock("One two", 3, 3, pic);
    expect(text).toBe(`One\n\n${pic}\n\n two`);
    expect(text.slice(0, cursor)).toBe(`One\n\n${pic}`);
  });

  it("adds no blank lines that are there already, and replaces a selection", () => {
    expect(insertBlock("One\n\nTwo", 5, 5, pic).text).toBe(`One\n\n${pic}\n\nTwo`);
    expect(insertBlock("One\nX\nTwo", 4, 5, pic).text).toBe(`One\n\n${pic}\n\nTwo`);
    expect(insertBlock("One", 3, 3, pic).text).toBe(`One\n\n${pic}`);
  });

  it("appends when the cursor is unknown or past the end", () => {
    expect(insertBlock("One", Number.NaN, Number.NaN, pic).text).toBe(`One\n\n${pic}`);
    expect(insertBlock("One", 99, 99, pic).text).toBe(`One\n\n${pic}`);
  });
});
