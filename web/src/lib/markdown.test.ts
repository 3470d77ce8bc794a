// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mediaRefsInText } from "@shared/images";
import { LIMITS } from "@shared/model";
import { ARTICLE_BODY_SIZES } from "@/config/picture-sizes";
import { MarkdownTooLongError, readingMinutes, renderMarkdown } from "./markdown";

/** The elements the renderer may produce; anything else came from the input. */
const ALLOWED_TAGS = new Set(
  "P H2 H3 H4 H5 H6 UL OL LI A IMG BLOCKQUOTE PRE CODE EM STRONG S HR BR TABLE THEAD TBODY TR TH TD".split(
    " ",
  ),
);
const ALLOWED_ATTRIBUTES = new Set([
  "href",
  "rel",
  "src",
  "alt",
  "title",
  "loading",
  "decoding",
  "srcset",
  "sizes",
  "width",
  "height",
  "start",
  "style",
  "class",
]);

function parse(html: string): HTMLElement {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box;
}

/** Every way the rendered HTML could run script or leave the allowed shapes, as readable lines. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll("*")) {
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name} on ${element.tagName}`);
      if (name === "style" && !/^text-align:(left|right|center)$/.test(value))
        found.push(`style ${value}`);
      if (name === "class" && !/^language-[\w-]+$/.test(value)) found.push(`class ${value}`);
    }
    const href = element.getAttribute("href");
    if (href !== null && !/^(https?:\/\/|mailto:|\/(?![/\\])|#)/i.test(href))
      found.push(`href ${href}`);
    const src = element.getAttribute("src");
    if (src !== null && !/^\/(?![/\\])/.test(src)) found.push(`src ${src}`);
    const srcset = element.getAttribute("srcset");
    if (
      srcset !== null &&
      !/^\/media\/[\w-]+\/\d+ \d+w(, \/media\/[\w-]+\/\d+ \d+w)*$/.test(srcset)
    )
      found.push(`srcset ${srcset}`);
  }
  return found;
}

const HOSTILE = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[x](vbscript:msgbox(1))",
  "![x](javascript:alert(1))",
  "![x](https://tracker.example/pixel.gif)",
  "![x](//evil.example/a.png)",
  '[x](/a "title" onmouseover="alert(1)")',
  "<a href='javascript:alert(1)'>x</a>",
  "`<b>` **bold** _em_ ~~s~~",
  "# h\n## h\n###### h",
  "> quote\n\n- a\n- b\n\n1. c\n\n```js\ncode <b>\n```",
  "| a | b |\n|:-|-:|\n| 1 | 2 |",
  "\\",
  "&lt;&#x3C;&#60;",
];

describe("renderMarkdown", () => {
  it("shows raw HTML as the text typed", () => {
    const box = parse(renderMarkdown("Hello <script>alert(1)</script> and <b>bold</b>"));
    expect(box.querySelector("script, b")).toBeNull();
    expect(box.textContent).toContain("<script>alert(1)</script>");
    expect(box.textContent).toContain("<b>bold</b>");
  });

  it("keeps javascript:, data: and vbscript: links as text, never as a link", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", " javascript:x"]) {
      const box = parse(renderMarkdown(`[click](${url})`));
      expect(box.querySelector("a")).toBeNull();
      expect(box.textContent).toContain("click");
    }
  });

  it("links to other sites with rel=noopener, and to this site as written", () => {
    const box = parse(
      renderMarkdown(
        "[out](https://example.com/a) [in](/services) [top](#top) [mail](mailto:a@b.c)",
      ),
    );
    const links = [...box.querySelectorAll("a")].map((a) => [
      a.getAttribute("href"),
      a.getAttribute("rel"),
    ]);
    expect(links).toEqual([
      ["https://example.com/a", "noopener noreferrer"],
      ["/services", null],
      ["#top", null],
      ["mailto:a@b.c", null],
    ]);
  });

  it("shows pictures stored on the site, lazily, and other pictures as their text", () => {
    const box = parse(
      renderMarkdown("![Team at work](/media/abc123)\n\n![Pixel](https://t.example/p.gif)"),
    );
    const images = box.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute("src")).toBe("/media/abc123");
    expect(images[0]?.getAttribute("alt")).toBe("Team at work");
    expect(images[0]?.getAttribute("loading")).toBe("lazy");
    expect(box.textContent).toContain("Pixel");
  });

  it("gives a stored picture its widths and its size, so it keeps its place before it loads", () => {
    const box = parse(renderMarkdown("![Chart](/media/0123456789abcdef01234567-1600x1067)"));
    const image = box.querySelector("img");
    expect(image?.getAttribute("width")).toBe("1600");
    expect(image?.getAttribute("height")).toBe("1067");
    expect(image?.getAttribute("sizes")).toBe(ARTICLE_BODY_SIZES);
    const widths = (image?.getAttribute("srcset") ?? "")
      .split(", ")
      .map((entry) => entry.split(" ")[1]);
    expect(widths.length).toBeGreaterThan(1);
    expect(widths.at(-1)).toBe("1600w");
    expect(problems(box.innerHTML)).toEqual([]);
  });

  it("keeps the text of a link with an empty address, without the link", () => {
    for (const text of ["[a]()", "[a]( )", "[a](<>)", "[**a**]( ) and [b](/services)"]) {
      const box = parse(renderMarkdown(text));
      expect(
        [...box.querySelectorAll("a")].map((a) => a.getAttribute("href")),
        text,
      ).toEqual(text.includes("/services") ? ["/services"] : []);
      expect(box.textContent, text).toContain("a");
    }
  });

  it("starts the body's headings at h2 (the title is the page's h1)", () => {
    const box = parse(renderMarkdown("# One\n\n## Two\n\n###### Six"));
    expect([...box.querySelectorAll("h1,h2,h3,h4,h5,h6")].map((h) => h.tagName)).toEqual([
      "H2",
      "H3",
      "H6",
    ]);
  });

  it("renders lists, quotes and code", () => {
    const box = parse(renderMarkdown("- a\n- b\n\n> said\n\n```\nx < y\n```"));
    expect(box.querySelectorAll("li")).toHaveLength(2);
    expect(box.querySelector("blockquote")?.textContent).toContain("said");
    expect(box.querySelector("pre code")?.textContent).toBe("x < y\n");
  });

  it("refuses a body over the limit with a message, and takes one at the limit", () => {
    expect(() => renderMarkdown("a".repeat(LIMITS.articleBody))).not.toThrow();
    expect(() => renderMarkdown("a".repeat(1_000_000))).toThrow(MarkdownTooLongError);
    expect(() => renderMarkdown("a".repeat(LIMITS.articleBody + 1))).toThrow(
      `The text is 50,001 characters long; the most is 50,000.`,
    );
  });

  it("never produces an element, attribute or address outside the allowed shapes (each hostile example)", () => {
    for (const text of HOSTILE) expect(problems(renderMarkdown(text)), text).toEqual([]);
  });

  it("never produces an element, attribute or address outside the allowed shapes (property)", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        ...HOSTILE,
        "\n",
        "\n\n",
        " ",
        "[",
        "](",
        ")",
        "<",
        ">",
        '"',
        "'",
        "!",
        "`",
        "*",
        "#",
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        expect(problems(renderMarkdown(pieces.join("")))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

/** The stored pictures (`<hash>-<w>x<h>`) the rendered HTML loads, by its images' addresses. */
function picturesLoaded(html: string): Set<string> {
  const ids = new Set<string>();
  for (const image of parse(html).querySelectorAll("img")) {
    const addresses = [
      image.getAttribute("src") ?? "",
      ...(image.getAttribute("srcset") ?? "").split(", ").map((entry) => entry.split(" ")[0]),
    ];
    for (const address of addresses) {
      const id = /^\/media\/([0-9a-f]{24}-[0-9]+x[0-9]+)(?:\/|$)/.exec(
        decodeURIComponent(address ?? ""),
      )?.[1];
      if (id) ids.add(id);
    }
  }
  return ids;
}

describe("the pictures of a body and the picture sweep", () => {
  // The sweep (functions/src/images) keeps the stored pictures mediaRefsInText finds in a body.
  it("finds every stored picture the rendered body shows, however the body spells it", () => {
    const spelled =
      "![a](/media/0123456789abcdef01234567\\-40x30) ![b](</media/0123456789abcdef01234567&#45;41x30>)";
    expect(picturesLoaded(renderMarkdown(spelled))).toEqual(
      new Set(["0123456789abcdef01234567-40x30", "0123456789abcdef01234567-41x30"]),
    );
    const hash = fc.stringMatching(/^[0-9a-f]{24}$/);
    const size = fc.integer({ min: 1, max: 1600 });
    const dash = fc.constantFrom("-", "\\-", "&#45;", "&#x2d;", "%2D");
    const picture = fc
      .tuple(hash, dash, size, size)
      .map(([h, d, w, ht]) => `/media/${h}${d}${w}x${ht}`);
    const piece = fc.oneof(
      picture.map((src) => `![A picture](${src})`),
      picture.map((src) => `![A picture](<${src}> "A title")`),
      picture.map((src) => `![A picture][fig]\n\n[fig]: ${src} 'A title'\n\n`),
      picture.map((src) => `[A link](${src})`),
      fc.constantFrom("\n\n", " ", "Text ", "# Heading\n", "![A site file](/images/a.svg)"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const body = pieces.join("");
        const found = new Set(mediaRefsInText(body).map(({ id }) => id));
        for (const id of picturesLoaded(renderMarkdown(body))) expect(found).toContain(id);
      }),
      { numRuns: 300 },
    );
  });
});

describe("readingMinutes", () => {
  it("counts 230 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(230 * 4))).toBe(4);
  });
});
