import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./markup";

describe("escapeMarkup", () => {
  it.each([
    [
      `<a href="x" title='y'>&</a>`,
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    ],
    [`Tom & Jerry's`, "Tom &amp; Jerry&#39;s"],
    ["plain text", "plain text"],
  ])("escapes the five characters HTML and XML reserve: %s", (text, escaped) => {
    expect(escapeMarkup(text)).toBe(escaped);
  });
});
