/**
 * Markdown to safe HTML for articles (the server's page and the editor's preview, same rules):
 * raw HTML shows as text; links only to http(s), mailto and this site (others stay text, external
 * ones get rel="noopener noreferrer"); pictures only from this site (others show their alt text);
 * headings start at h2 (the title is the h1).
 */
import MarkdownIt from "markdown-it";
import { imageAttributes } from "@shared/images";
import { LIMITS } from "@shared/model";
import { ARTICLE_BODY_SIZES } from "@/config/picture-sizes";

/** Whether `url` is a path on this site (not `//host`). */
function sitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

function externalLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function allowedLink(url: string): boolean {
  return sitePath(url) || url.startsWith("#") || externalLink(url) || /^mailto:/i.test(url);
}

const attr = (token: { attrGet(name: string): string | number | null }, name: string) =>
  String(token.attrGet(name) ?? "");

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

md.validateLink = (url) => allowedLink(url.trim());

/** A heading's tag one level down, h6 at most. */
const shifted = (tokens: { tag: string }[], index: number) =>
  `h${Math.min(Number(tokens[index]?.tag.slice(1) ?? 1) + 1, 6)}`;

md.renderer.rules.heading_open = (tokens, index) => `<${shifted(tokens, index)}>`;
md.renderer.rules.heading_close = (tokens, index) => `</${shifted(tokens, index)}>\n`;

const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
/** markdown-it keeps a refused link as `href=""`: left out, its text kept (`skipped` pairs tags). */
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

export function renderMarkdown(text: string): string {
  if (text.length > LIMITS.articleBody) throw new MarkdownTooLongError(text.length);
  return md.render(text);
}

/** At 230 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}
