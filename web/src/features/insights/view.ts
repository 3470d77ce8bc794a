/** What the insights pages show: plain data built by the loaders and the live halves alike. */
import type { Article, Service, TeamMember } from "@shared/documents";
import { formatDateOf } from "@shared/format/dates";
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
  publishedAt: string;
  authorId: string;
  authorName: string;
}

export interface ArticleView extends ArticleCard {
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

export interface LatestCards {
  count: number;
  cards: ArticleCard[];
}

/** Cards with the author names `shown` has (a new author shows from the next load). */
export function liveCards(shown: readonly ArticleCard[], articles: readonly Article[]) {
  const names = new Map(shown.map((card) => [card.authorId, card.authorName]));
  return articles.map((article): ArticleCard => ({
    ...articleCard(article, []),
    authorName: names.get(article.authorId) ?? "",
  }));
}

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

/**
 * An article's date as the pages write it ("4 Mar 2026"): its date in UTC, so that the server's
 * HTML and every browser agree, written without Intl (no locale data loaded while hydrating).
 */
export const articleDate = (iso: string): string => formatDateOf(Date.parse(iso), "UTC");

/** Every save sets `updatedAt`. */
export function editedSince(shown: ArticleView, article: Article): boolean {
  return iso(article.updatedAt ?? article.publishedAt) !== shown.updatedAt;
}

/** After an edit: the names the page has (a new author or service shows from the next load). */
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
