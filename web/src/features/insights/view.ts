/**
 * What the insights pages show of an article, its author and its services: plain data built on
 * the server (the loaders) and again in the browser (the live halves), so both render the same.
 * Cards carry no body; the article page carries its body rendered to safe HTML.
 */
import type { Article, Service, TeamMember } from "@shared/documents";
import type { ArticleKind } from "@shared/model";
import { splitNameDeg } from "@shared/team";

export interface Author {
  id: string;
  name: string;
  role: string;
  img: string;
}

export interface ServiceLink {
  id: string;
  name: string;
}

export interface ArticleCard {
  id: string;
  slug: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  cover: string;
  /** ISO 8601. */
  publishedAt: string;
  authorId: string;
  authorName: string;
}

export interface ArticleView extends ArticleCard {
  /** ISO 8601: the last edit. */
  updatedAt: string;
  author: Author | null;
  services: ServiceLink[];
  minutes: number;
  /** The body as HTML, from lib/markdown.ts (no raw HTML, script or unsafe link in it). */
  html: string;
  caseStudy: Article["caseStudy"];
}

export const KIND_LABELS: Record<ArticleKind, string> = {
  article: "Article",
  "case-study": "Case study",
};

/** The kinds as /insights?kind= names them. */
export function isKind(value: string | null): value is ArticleKind {
  return value === "article" || value === "case-study";
}

function authorOf(members: readonly TeamMember[], id: string): Author | null {
  const member = members.find((candidate) => candidate.id === id);
  if (!member) return null;
  const { name, role } = splitNameDeg(member.nameDeg);
  return { id: member.id, name, role, img: member.img };
}

/** The services `ids` names that are among `known`, in the order of `ids`. */
function named(ids: readonly string[], known: readonly ServiceLink[]): ServiceLink[] {
  const names = new Map(known.map((service) => [service.id, service.name]));
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}

const iso = (date: Date | null | undefined) => (date ?? new Date(0)).toISOString();

/** The fields a card and a page show as stored. */
const shownAsStored = ({ id, slug, kind, title, summary, cover }: Article) => ({
  id,
  slug,
  kind,
  title,
  summary,
  cover,
});

export function articleCard(article: Article, members: readonly TeamMember[]): ArticleCard {
  return {
    ...shownAsStored(article),
    publishedAt: iso(article.publishedAt),
    authorId: article.authorId,
    authorName: authorOf(members, article.authorId)?.name ?? "",
  };
}

/** The `count` newest articles' cards (the server's until the live list answers). */
export interface LatestCards {
  count: number;
  cards: ArticleCard[];
}

/**
 * Cards of the articles a live list gives, naming their authors as the cards `shown` do (an
 * author the page has not named yet shows from the next load).
 */
export function liveCards(shown: readonly ArticleCard[], articles: readonly Article[]) {
  const names = new Map(shown.map((card) => [card.authorId, card.authorName]));
  return articles.map((article): ArticleCard => ({
    ...articleCard(article, []),
    authorName: names.get(article.authorId) ?? "",
  }));
}

/** The article page's data; `body` is the Markdown body as HTML and its reading time. */
export function articleView(
  article: Article,
  members: readonly TeamMember[],
  services: readonly Service[],
  body: { html: string; minutes: number },
): ArticleView {
  return {
    ...articleCard(article, members),
    updatedAt: iso(article.updatedAt ?? article.publishedAt),
    author: authorOf(members, article.authorId),
    services: named(article.serviceIds, services),
    ...body,
    caseStudy: article.caseStudy,
  };
}

const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

/**
 * "March 4, 2026" (the UTC date), the same on the server and in every browser. Written out rather
 * than through `toLocaleDateString`, whose first calls load the locale's data: about 290 ms of the
 * article page's hydration (two dates) with the CPU slowed 4x as on a phone.
 */
export function formatDate(value: string): string {
  const date = new Date(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Whether `article` as stored was saved after the version `shown` (every save sets `updatedAt`). */
export function editedSince(shown: ArticleView, article: Article): boolean {
  return iso(article.updatedAt ?? article.publishedAt) !== shown.updatedAt;
}

/**
 * The article page after an edit reached the open page: the edited fields, with the author and
 * services the page already names (a new author or service shows from the next load).
 */
export function editedView(
  shown: ArticleView,
  article: Article,
  body: { html: string; minutes: number },
): ArticleView {
  const author = shown.author?.id === article.authorId ? shown.author : null;
  return {
    ...shownAsStored(article),
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : shown.publishedAt,
    authorId: article.authorId,
    authorName: author?.name ?? "",
    updatedAt: article.updatedAt ? article.updatedAt.toISOString() : shown.updatedAt,
    author,
    services: named(article.serviceIds, shown.services),
    ...body,
    caseStudy: article.caseStudy,
  };
}
