/** /insights/feed.xml (Atom, RFC 4287); characters XML 1.0 cannot hold are left out. */
import { escapeMarkup } from "@shared/markup";
import { newest } from "./sitemap";

export interface FeedEntry {
  /** The page's URL, also its id (slugs are stable once published). */
  url: string;
  title: string;
  summary: string;
  author: string;
  published: Date;
  updated: Date;
  category: string;
}

export interface Feed {
  self: string;
  /** The page the feed mirrors (/insights). */
  page: string;
  title: string;
  subtitle: string;
  author: string;
  entries: readonly FeedEntry[];
}

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xml(text: string): string {
  return escapeMarkup(text.replace(NOT_XML, ""));
}

function entryXml(entry: FeedEntry): string {
  return [
    "  <entry>",
    `    <id>${xml(entry.url)}</id>`,
    `    <title>${xml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xml(entry.url)}"/>`,
    `    <published>${entry.published.toISOString()}</published>`,
    `    <updated>${entry.updated.toISOString()}</updated>`,
    `    <author><name>${xml(entry.author)}</name></author>`,
    `    <category term="${xml(entry.category)}"/>`,
    `    <summary>${xml(entry.summary)}</summary>`,
    "  </entry>",
  ].join("\n");
}

export function atomFeed(feed: Feed): string {
  const updated = newest(feed.entries) ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(feed.page)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <subtitle>${xml(feed.subtitle)}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${xml(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.page)}"/>`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}
