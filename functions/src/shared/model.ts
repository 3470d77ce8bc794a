/**
 * The data model shared by the web app, the functions and the tests: collection names, the
 * allowed values and the size limits (the collections' names are in registry.ts). firestore.rules mirrors these numbers (the rules tests
 * write values at each limit and one past it, so the two cannot drift apart unnoticed).
 */

export const RATINGS = [1, 2, 3, 3.5, 4, 4.5, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const ORDER_STATUSES = ["pending", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A review is written pending and public once an admin approves it. */
export const REVIEW_STATUSES = ["pending", "approved"] as const;

/**
 * Where an order's email to its customer stands (orders/{id}.mailState, written by the server
 * from the mail document's `delivery.state`): queued (not sent yet, or being retried), sent, or
 * error (the extension gave up).
 */
export const MAIL_STATES = ["queued", "sent", "error"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * A team member's or a service's `order` (display position, ascending) is a number, whole or
 * not, with 0 <= order < ORDER_MAX: room for any reordering while keeping out values that are
 * not positions (negative, NaN, Infinity). firestore.rules carries the same bound.
 */
export const ORDER_MAX = 1_000_000_000;

/** Maximum lengths, in characters. */
export const LIMITS = {
  name: 100,
  subject: 100,
  email: 254,
  phone: 30,
  address: 300,
  review: 1000,
  message: 2000,
  des: 2000,
  bannerP: 2000,
  bannerh: 100,
  nameDeg: 100,
  serviceName: 100,
  serviceId: 100,
  blockHeading: 100,
  blockParagraph: 2000,
  /** A service's detail blocks (des1). */
  blocks: 6,
  /** An article's body, in Markdown (about 8,000 words; a Firestore document holds 1 MiB). */
  articleBody: 50_000,
  articleTitle: 120,
  articleSummary: 300,
  /** An article's address part (`/insights/{slug}`). */
  articleSlug: 80,
  /** Services an article relates to. */
  articleServices: 6,
  caseStudyClient: 100,
  caseStudyChallenge: 2000,
  /** A case study's results ("+140%", "organic traffic in 6 months"). */
  caseStudyResults: 6,
  resultFigure: 30,
  resultLabel: 100,
  /**
   * A picture sent to the REST API as a data URL (a service's image), as the old API took it; the
   * API stores it as a picture (functions/src/images), so no document holds it.
   */
  imageDataUrl: 700_000,
  /**
   * An image reference, in every image field: a stored picture (`/media/<id>`), a path on the
   * site, or a Google profile photo. Also the longest data URL the REST API takes for a review's
   * image or a profile photo.
   */
  imageUrl: 2048,
  /** A detail block's picture sent to the REST API as a data URL (as imageDataUrl). */
  blockImage: 45_000,
} as const;

/** What the agency publishes under /insights. */
export const ARTICLE_KINDS = ["article", "case-study"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Drafts are seen by admins only; published articles by everyone. */
export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
