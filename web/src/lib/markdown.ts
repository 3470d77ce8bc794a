/**
 * Markdown to HTML for the agency's articles, safe to put in a page: the body an admin writes is
 * rendered on the server for the article's page and in the browser for the editor's preview,
 * with the same rules.
 *
 * - Raw HTML is never passed through: `<script>`, `<iframe>` or `<b>` show as the text typed.
 * - A link keeps its target only for http(s), mailto and paths on this site; anything else
 *   (`javascript:`, `data:`, `vbscript:`) stays as text. Links to other sites get
 *   `rel="noopener noreferrer"`.
 * - A picture must be on this site (a stored picture, `/media/...`, or a site path); others show
 *   as their alternative text. Pictures load lazily; a stored one comes with its widths and its
 *   size, so the browser picks the width the column needs and keeps its place before it loads.
 * - The article's title is the page's `h1`, so the body's headings start at `h2`.
 */
import MarkdownIt from "markdown-it";
import { imageAttributes } from "@shared/images";
import { LIMITS } from "@shared/model";
import { ARTICLE_BODY_SIZES } from "@/config/picture-sizes";

/** Whether `url` is an absolute http(s) address, or a path on this site (not `//host`). */
function sitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

function externalLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function allowedLink(url: string): boolean {
  return sitePath(url) || url.startsWith("#") || externalLink(url) || /^mailto:/i.test(url);
}

/** A token's attribute as text ("" when absent). */
const attr = (token: { attrGet(name: string): string | number | null }, name: string) =>
  String(token.attrGet(name) ?? "");

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

md.validateLink = (url) => allowedLink(url.trim());

/** A heading token's tag one level down (h1 to h2), h6 at most. */
const shifted = (tokens: { tag: string }[], index: number) =>
  `h${Math.min(Number(tokens[index]?.tag.slice(1) ?? 1) + 1, 6)}`;

md.renderer.rules.heading_open = (tokens, index) => `<${shifted(tokens, index)}>`;
md.renderer.rules.heading_close = (tokens, index) => `</${shifted(tokens, index)}>\n`;

const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
/**
 * Links whose address is empty (`[text]()`: markdown-it keeps a link whose address it refused
 * as `href=""`) are left out, their text kept; `skipped` pairs each opening with its closing.
 */
const skipped: boolean[] = [];
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token ? attr(token, "href") : "";
  skipped.push(href === "");
  if (href === "") return "";
  if (token && externalLink(href)) token.attrSet("rel", "noopener noreferrer");
  return renderLinkOpen(tokens, index, options, env, self);
};
md.renderer.rules.link_close = (tokens, index, options, _env, self) =>
  skipped.pop() ? "" : self.renderToken(tokens, index, options);

md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token) return "";
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const src = attr(token, "src");
  if (!sitePath(src)) return md.utils.escapeHtml(alt);
  const title = attr(token, "title");
  const picture = imageAttributes(src, ARTICLE_BODY_SIZES);
  const escape = md.utils.escapeHtml;
  return (
    `<img src="${escape(picture.src)}" alt="${escape(alt)}"` +
    (picture.srcSet
      ? ` srcset="${escape(picture.srcSet)}" sizes="${escape(ARTICLE_BODY_SIZES)}"`
      : "") +
    (picture.width && picture.height
      ? ` width="${picture.width}" height="${picture.height}"`
      : "") +
    (title ? ` title="${escape(title)}"` : "") +
    ` loading="lazy" decoding="async">`
  );
};

export class MarkdownTooLongError extends Error {
  constructor(readonly length: number) {
    super(
      `The text is ${length.toLocaleString("en")} characters long; the most is ${LIMITS.articleBody.toLocaleString("en")}.`,
    );
    this.name = "MarkdownTooLongError";
  }
}

/** The HTML of an article's body; throws MarkdownTooLongError past LIMITS.articleBody. */
export function renderMarkdown(text: string): string {
  if (text.length > LIMITS.articleBody) throw new MarkdownTooLongError(text.length);
  return md.render(text);
}

/** Minutes to read `text` at 230 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}
